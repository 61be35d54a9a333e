import type Router from '@koa/router';
import { subjectOf } from '@tams/access';
import { decideMeeting, meetings, type RecordCommand, type SaveMeeting } from '@tams/domain';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import type { Row } from '../resources/recordReads.js';
import { recordRoutes } from '../resources/recordRoutes.js';
import type { NamedRecordCommand } from '../resources/recordWrites.js';
import { meetingFacts } from './meetingFacts.js';

/**
 * A section's meeting (spec §3 Meeting): the generic record routes, except that a create or update is the
 * domain's SaveMeeting with the facts read here (the room's other bookings, the instructors' other
 * meetings): a double booking answers 409 with `warnings` until it comes again with `?confirm=true`.
 */
const subject = subjectOf(meetings.name);

export function meetingRoutes(router: Router, deps: AppContext): void {
  const records = recordRoutes(router, deps, meetings, { without: ['create', 'update'] });

  const saveMeeting = (ctx: Context): NamedRecordCommand<SaveMeeting> => ({
    decide: decideMeeting,
    async commandOf(record: RecordCommand, current?: Row) {
      if (record.type === 'DeleteRecord') throw new Error('A meeting is removed by the generic delete');
      const values = { ...current, ...record.values };
      const locationId = typeof values.LocationId === 'string' ? values.LocationId : null;
      return {
        type: 'SaveMeeting',
        id: record.id,
        record,
        facts: await meetingFacts(deps.db, String(values.SectionId), locationId),
        confirmed: ctx.query.confirm === 'true',
      };
    },
  });

  router.post('/api/meetings', async (ctx) => {
    authorize(ctx, 'create', subject);
    const result = await records.create(ctx, requestBody(ctx), { named: saveMeeting(ctx) });
    await records.answer(ctx, result, 'created');
  });

  router.put('/api/meetings/:id', async (ctx) => {
    authorize(ctx, 'update', subject);
    const body = requestBody(ctx);
    const expected = expectedVersionOf(ctx, body, true);
    const result = await records.update(ctx, ctx.params.id!, body, expected, { named: saveMeeting(ctx) });
    await records.answer(ctx, result, 'updated');
  });
}
