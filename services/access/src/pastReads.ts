import type { AppAbility } from './ability.js';

/**
 * What a History reader may read of the past: exactly what they may read now, with the same rules and the
 * same forbidden fields (DESIGN §16, §20). Every read as of an instant (`?asOf`, the history routes, the
 * web's past pages) takes its ability from here, so none answers a record or a field the reader would be
 * refused now: reading reports (reportingUser) grants no read of the plan's pages, then or now.
 */
export const pastReadAbility = (ability: AppAbility): AppAbility => ability;
