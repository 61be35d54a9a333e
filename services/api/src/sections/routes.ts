import type Router from '@koa/router';
import { meetings, sections } from '@tams/domain';
import type { AppContext } from '../context.js';
import type { Row } from '../resources/recordReads.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import { bulkUpdateRoute } from './bulkUpdate.js';
import { sectionServerValues } from './sectionValues.js';

/**
 * Sections (spec §3 Section) and their meeting (one per section, Scheduler's). A section answers with its
 * `TermMode` ({AcademicTermId, TeachingModeId}) and, read by id, its `Meeting` (or null); lists embed
 * meetings with include=Meetings.
 */
export function sectionRoutes(router: Router, deps: AppContext): void {
  const routes = recordRoutes(router, deps, sections, {
    serverValues: (_ctx, values, current) => sectionServerValues(deps.db, values, current),
    rowExtras: (row) => ({
      TermMode: { AcademicTermId: row.AcademicTermId, TeachingModeId: row.TeachingModeId },
    }),
    embedded: ['TermMode', 'Meeting'],
    embed: async (_ctx, row) => {
      row.Meeting =
        ((await deps.db
          .selectFrom('meetings')
          .selectAll()
          .where('SectionId', '=', row.id)
          .executeTakeFirst()) as Row | undefined) ?? null;
    },
  });
  bulkUpdateRoute(router, routes);
  recordRoutes(router, deps, meetings);
}
