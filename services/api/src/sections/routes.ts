import type Router from '@koa/router';
import { meetings, sections } from '@tams/domain';
import type { AppContext } from '../context.js';
import { readableRows, readAccessOf } from '../resources/readAccess.js';
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
    // the meeting as the reader's meetings list would show it: null when they may not read it
    embed: async (ctx, row) => {
      const [meeting] = await readableRows(deps.db, meetings, readAccessOf(ctx.state.ability), (query) =>
        query.where('SectionId', '=', row.id),
      );
      row.Meeting = meeting ?? null;
    },
  });
  bulkUpdateRoute(router, routes);
  recordRoutes(router, deps, meetings);
}
