import {
  academicPeriods,
  type NewStream,
  type PlanEntry,
  type ProgressActor,
  type ProgressCommand,
  progressDecider,
  type ProgressState,
  streamIdOf,
} from '@tams/domain';
import type { NewEvent } from '@tams/event-store';
import { planVersionOf } from '@tams/platform';
import { periodIdOf } from './demoTerms.js';
import { demoId } from './ids.js';

type Data = Record<string, any>;

/** What the streams say of each workgroup's plan in a period, of its members' rights and of names. */
function plansOf(streams: readonly NewStream[], periodId: string) {
  const names = new Map<string, string>();
  const workgroupNames = new Map<string, string>();
  const chairs = new Map<string, string>();
  const plans = new Map<string, PlanEntry[]>();
  for (const { events } of streams) {
    for (const { type, data } of events as { type: string; data: Data }[]) {
      if (type === 'UserCreated')
        names.set(data.id, data.displayName || `${data.firstName} ${data.lastName}`);
      else if (type === 'WorkgroupCreated') workgroupNames.set(data.id, data.name);
      else if (
        type === 'WorkgroupMembershipCreated' &&
        (data.permission & 1) === 1 &&
        !chairs.has(data.WorkgroupId)
      )
        chairs.set(data.WorkgroupId, data.UserId);
    }
  }
  for (const { events } of streams) {
    const [first, ...more] = events as { type: string; data: Data }[];
    if (first?.type !== 'SectionCreated') continue;
    const section = first.data;
    if (section.AcademicPeriodId !== periodId || !section.WorkgroupId) continue;
    const plan = plans.get(section.WorkgroupId) ?? [];
    plans.set(section.WorkgroupId, plan);
    for (const { type, data } of more) {
      if (type !== 'TeachingAssignmentCreated') continue;
      plan.push({
        TeachingAssignmentId: data.id,
        SectionId: section.id,
        sectionNumber: section.sectionNumber ?? null,
        sectionName: section.name ?? null,
        UserId: data.UserId,
        instructorName: names.get(data.UserId) ?? null,
        points: Number(data.points),
        AssignmentTypeId: data.AssignmentTypeId ?? null,
      });
    }
  }
  return { plans, workgroupNames, chairs };
}

const actorOf = (username: string, workgroupPermissions: ProgressActor['workgroupPermissions'] = []) => ({
  UserId: demoId('user', username),
  roles: [username],
  workgroupPermissions,
});

/**
 * Walks a period's stream through its steps as people would (decided by the progress decider, the
 * actor of each event in its metadata): academicOpsAdmin advances; from step 6 on, the chair of each
 * workgroup with sections approves its plan, then academicAffairsApprover approves each at step 7 and
 * publishes. `to`: the step the period ends at.
 */
function walked(stream: NewStream, streams: readonly NewStream[], periodId: string, to: number): NewStream {
  const { plans, workgroupNames, chairs } = plansOf(streams, periodId);
  const events: NewEvent[] = [...stream.events];
  let state: ProgressState = progressDecider.initialState();
  for (const [index, event] of events.entries())
    state = progressDecider.evolve(state, event as never, index + 1);
  let sequence = 0;
  const run = (command: ProgressCommand) => {
    const actorId = command.actor.UserId;
    for (const event of [progressDecider.decide(command, state)].flat()) {
      state = progressDecider.evolve(state, event, events.length + 1);
      events.push({ ...event, metadata: { actorId, authenticatedUserId: actorId } });
    }
  };
  const nextId = () => demoId('progressAction', `${periodId}:${++sequence}`);
  const ops = actorOf('academicOpsAdmin');
  const approver = actorOf('academicAffairsApprover');
  while (state.step < to) {
    const step = state.step;
    if (step === 6 || step === 7) {
      for (const [WorkgroupId, plan] of [...plans].sort(([a], [b]) => a.localeCompare(b))) {
        const chairId = chairs.get(WorkgroupId);
        const byChair = step === 6 && chairId !== undefined;
        const planVersion = planVersionOf(plan);
        const actor = byChair
          ? {
              UserId: chairId,
              roles: ['faculty'],
              workgroupPermissions: [{ id: WorkgroupId, permission: 3 }],
            }
          : approver;
        run({
          type: 'ApproveWorkgroupPlan',
          id: demoId('workgroupApproval', `${periodId}:${WorkgroupId}:${step}`),
          AcademicPeriodId: periodId,
          WorkgroupId,
          planVersion,
          currentPlanVersion: planVersion,
          approvalInForce: state.approvals[WorkgroupId]?.[step]?.id ?? null,
          plan,
          note: step === 6 ? `Reviewed by the ${workgroupNames.get(WorkgroupId) ?? ''} chair` : null,
          actor,
        });
      }
    }
    // unconfirmed: every plan is approved as it is, so the decider has nothing to warn of
    run({
      type: 'AdvanceStep',
      id: nextId(),
      AcademicPeriodId: periodId,
      fromStep: step,
      actor: step === 7 ? approver : ops,
      confirmed: false,
      workgroups: [...plans].map(([WorkgroupId, plan]) => ({
        WorkgroupId,
        name: workgroupNames.get(WorkgroupId) ?? WorkgroupId,
        planVersion: planVersionOf(plan),
      })),
    });
  }
  return { streamId: stream.streamId, events };
}

/**
 * The demo periods' progress (issue 7): the periods before the active one published (step 8, every
 * workgroup's plan approved at 6 and 7), the active one drafting its assignments (step 5), the next one
 * at step 1. Replaces the period streams in `streams` (which must hold the sections and their
 * assignments already) with ones that carry these events.
 */
export function withDemoProgress(streams: NewStream[], options: { activeYear: number }): void {
  const targets = new Map<string, number>([
    [periodIdOf(options.activeYear - 2), 8],
    [periodIdOf(options.activeYear - 1), 8],
    [periodIdOf(options.activeYear), 5],
  ]);
  for (const [index, stream] of streams.entries()) {
    for (const [periodId, to] of targets)
      if (stream.streamId === streamIdOf(academicPeriods, periodId))
        streams[index] = walked(stream, streams, periodId, to);
  }
}
