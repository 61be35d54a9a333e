import type Router from '@koa/router';
import { notes, ValidationError } from '@tams/domain';
import type { AppContext } from '../context.js';
import { recordById } from '../resources/recordReads.js';
import { recordRoutes } from '../resources/recordRoutes.js';

/** Notes on faculty profiles (spec §3 Note; subject Instructor): a note names an existing profile. */
export function noteRoutes(router: Router, deps: AppContext): void {
  recordRoutes(router, deps, notes, {
    serverValues: async (_ctx, values, current) => {
      if (current) return {};
      const profile = await recordById(deps.db, 'facultyProfiles', values.notableId);
      if (!profile) throw new ValidationError({ notableId: 'No such faculty profile' });
      return {};
    },
  });
}
