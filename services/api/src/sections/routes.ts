import type Router from '@koa/router';
import { meetings, sections } from '@tams/domain';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import { answerWrite } from '../commands/runStreamCommand.js';
import type { AppContext } from '../context.js';
import { expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { stripForbidden } from '../resources/fieldAccess.js';
import { readableRows, readAccessOf } from '../resources/readAccess.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import type { WriteResult } from '../resources/recordWrites.js';
import { bulkUpdateRoute } from './bulkUpdate.js';
import { meetingRoutes } from './meetingRoutes.js';
import { withCourseNumbers } from './sectionCourses.js';
import { sectionWrites } from './sectionWrites.js';

/**
 * Sections (spec §3 Section) and their meeting (one per section, Scheduler's). A section answers with its
 * `TermMode` ({AcademicTermId, TeachingModeId}) and, read by id, its `Meeting` (or null); lists embed
 * meetings with include=Meetings. Reads are the generic record routes'; writes run the section's commands.
 */
export function sectionRoutes(router: Router, deps: AppContext): void {
  const routes = recordRoutes(router, deps, sections, {
    without: ['create', 'update', 'delete'],
    // the meeting as the reader's meetings list would show it: null when they may not read it
    embed: async (ctx, row) => {
      const [meeting] = await readableRows(deps.db, meetings, readAccessOf(ctx.state.ability), (query) =>
        query.where('SectionId', '=', row.id),
      );
      row.Meeting = meeting ?? null;
    },
    decorate: withCourseNumbers(deps.db),
  });
  const writes = sectionWrites(deps, routes.reads);
  const answer = (ctx: Context, result: WriteResult, status: 200 | 201) =>
    answerWrite(ctx, result, {
      resource: sections.name,
      status,
      location: `/api/sections/${result.id}`,
      present: (row) => routes.present(ctx, row),
    });

  router.post('/api/sections', async (ctx) => answer(ctx, await writes.add(ctx), 201));
  router.put('/api/sections/:id', async (ctx) => {
    authorize(ctx, 'update', 'Section');
    const body = requestBody(ctx);
    await answer(
      ctx,
      await writes.change(ctx, ctx.params.id!, body, expectedVersionOf(ctx, body, true)),
      200,
    );
  });
  router.delete('/api/sections/:id', async (ctx) => {
    authorize(ctx, 'delete', 'Section');
    const expected = expectedVersionOf(ctx, requestBody(ctx), false);
    const result = await writes.remove(ctx, ctx.params.id!, expected);
    if (!result.visible) return answer(ctx, result, 200);
    ctx.body = stripForbidden(result.row!, readAccessOf(ctx.state.ability)(sections).hidden);
  });
  bulkUpdateRoute(router, writes, routes.present);
  meetingRoutes(router, deps);
}
