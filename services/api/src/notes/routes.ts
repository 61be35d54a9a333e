import type Router from '@koa/router';
import { notes, ValidationError } from '@tams/domain';
import type { AppContext } from '../context.js';
import { recordById } from '../resources/recordReads.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import { isUuid } from '../http/ids.js';

/** Where a note's notableId must point, by notableType (a faculty member's submission once they saved). */
const notables: Record<string, { table: string; missing: string }> = {
  facultyProfiles: { table: 'facultyProfiles', missing: 'No such faculty profile' },
  preferenceSubmissions: {
    table: 'preferenceSubmissions',
    missing: 'No such teaching preference submission',
  },
};

/**
 * Notes on faculty profiles and on teaching preferences (spec §3 Note; subject Instructor): a note names
 * an existing record of its notableType.
 */
export function noteRoutes(router: Router, deps: AppContext): void {
  recordRoutes(router, deps, notes, {
    serverValues: async (_ctx, values, current) => {
      if (current) return {};
      const notable = notables[String(values.notableType ?? 'facultyProfiles')]!;
      const id = values.notableId;
      const row = isUuid(id) ? await recordById(deps.db, notable.table, id) : undefined;
      if (!row) throw new ValidationError({ notableId: notable.missing });
      return {};
    },
  });
}
