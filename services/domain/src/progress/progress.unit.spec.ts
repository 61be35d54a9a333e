import { deciderSpec } from '@tams/event-store/testing';
import { describe, expect, it } from 'vitest';
import {
  NotFoundError,
  NotPermittedError,
  StateConflictError,
  UnconfirmedWarningsError,
  ValidationError,
} from '../shared/errors.js';
import { planDifferences } from './planDifferences.js';
import {
  type AdvanceStep,
  type ApproveWorkgroupPlan,
  approvalsClosedMessage,
  approvedMeanwhileMessage,
  planChangedMessage,
  progressDecider,
  type RevertStep,
} from './progressDecider.js';
import {
  evolveProgress,
  initialProgressState,
  type PlanEntry,
  type ProgressEvent,
} from './progressEvents.js';
import type { ProgressActor } from './progressRules.js';

const spec = deciderSpec(progressDecider);
const periodId = '0190a000-0000-7000-8000-0000000000a1';
const actionId = '0190a000-0000-7000-8000-0000000000e1';
const [W1, W2] = ['0190a000-0000-7000-8000-0000000000f1', '0190a000-0000-7000-8000-0000000000f2'];

const actor = (roles: string[], workgroupPermissions: ProgressActor['workgroupPermissions'] = []) => ({
  UserId: '0190a000-0000-7000-8000-0000000000d1',
  roles,
  workgroupPermissions,
});
const admin = actor(['admin']);
const ops = actor(['academicOpsAdmin']);
const approver = actor(['academicAffairsApprover']);
const chairOfW1 = actor(['faculty'], [{ id: W1, permission: 1 }]);
const assignerOfW1 = actor(['faculty'], [{ id: W1, permission: 2 }]);

type Given = { type: string; data: unknown };
const PeriodCreated: Given = { type: 'AcademicPeriodCreated', data: { id: periodId, name: '2026-2027' } };
const advanced = (fromStep: number): ProgressEvent => ({
  type: 'AcademicPeriodStepAdvanced',
  data: { id: actionId, AcademicPeriodId: periodId, fromStep, toStep: fromStep + 1 },
});
/** The period walked from 1 to `step`. */
const atStep = (step: number): Given[] => [
  PeriodCreated,
  ...Array.from({ length: step - 1 }, (_, index) => advanced(index + 1)),
];
const approved = (WorkgroupId: string, step: number, planVersion = 'v1'): ProgressEvent => ({
  type: 'WorkgroupPlanApproved',
  data: {
    id: `${WorkgroupId}:${step}`,
    AcademicPeriodId: periodId,
    WorkgroupId,
    step,
    planVersion,
    plan: [],
    note: null,
  },
});
const given = (events: Given[]) => spec.given(events as ProgressEvent[]);

const advance = (who: ProgressActor, fromStep: number, extra: Partial<AdvanceStep> = {}): AdvanceStep => ({
  type: 'AdvanceStep',
  id: actionId,
  AcademicPeriodId: periodId,
  fromStep,
  actor: who,
  confirmed: false,
  workgroups: [],
  ...extra,
});
const revert = (who: ProgressActor, fromStep: number, reason = 'Not ready'): RevertStep => ({
  type: 'RevertStep',
  id: actionId,
  AcademicPeriodId: periodId,
  fromStep,
  reason,
  actor: who,
});
const entry: PlanEntry = {
  TeachingAssignmentId: 'ta1',
  SectionId: 's1',
  sectionNumber: '001',
  sectionName: 'Intro',
  UserId: 'u1',
  instructorName: 'Ada Lovelace',
  points: 3,
  AssignmentTypeId: null,
};
const approve = (who: ProgressActor, extra: Partial<ApproveWorkgroupPlan> = {}): ApproveWorkgroupPlan => ({
  type: 'ApproveWorkgroupPlan',
  id: 'approval-1',
  AcademicPeriodId: periodId,
  WorkgroupId: W1,
  planVersion: 'v1',
  currentPlanVersion: 'v1',
  plan: [entry],
  note: ' Looks right ',
  approvalInForce: null,
  actor: who,
  ...extra,
});
const workgroups = [
  { WorkgroupId: W1, name: 'Biology', planVersion: 'v1' },
  { WorkgroupId: W2, name: 'Chemistry', planVersion: 'v2' },
];

describe('Progress steps of an academic period', () => {
  describe('advancing', () => {
    it('moves admin and academicOpsAdmin one step on from any step before the last', () => {
      for (const who of [admin, ops])
        for (let step = 1; step <= 7; step++)
          given(atStep(step))
            .when(advance(who, step, { confirmed: true }))
            .then([advanced(step)]);
    });
    it('lets academicAffairsApprover advance from 7 to 8 only', () => {
      given(atStep(7))
        .when(advance(approver, 7, { confirmed: true }))
        .then([advanced(7)]);
      for (const step of [1, 5, 6])
        given(atStep(step))
          .when(advance(approver, step, { confirmed: true }))
          .thenThrows(NotPermittedError);
    });
    it('refuses every other role, workgroup chairs included', () => {
      for (const who of [chairOfW1, assignerOfW1, actor(['businessOfficeAdmin'])])
        given(atStep(6))
          .when(advance(who, 6, { confirmed: true }))
          .thenThrows(NotPermittedError);
    });
    it('refuses a stale step with a conflict naming the step it is at', () =>
      given(atStep(5))
        .when(advance(ops, 4))
        .thenThrows(StateConflictError, (error) => /at step 5 \(Draft assignments\)/.test(error.message)));
    it('has no step after the last', () =>
      given(atStep(8)).when(advance(admin, 8)).thenThrows(StateConflictError));
    it('needs the period to exist', () => spec.given([]).when(advance(admin, 1)).thenThrows(NotFoundError));

    describe('from an approval step', () => {
      it('warns of each workgroup without an approval of that step, or whose plan changed since', () =>
        given([...atStep(6), approved(W2, 6, 'old')])
          .when(advance(ops, 6, { workgroups }))
          .thenThrows(UnconfirmedWarningsError, (error) => {
            expect(error.warnings).toEqual([
              expect.objectContaining({ kind: 'notApproved', WorkgroupId: W1 }),
              expect.objectContaining({ kind: 'changedSinceApproval', WorkgroupId: W2 }),
            ]);
            return /Biology/.test(error.warnings[0]!.message);
          }));
      it('goes ahead once confirmed', () =>
        given(atStep(6))
          .when(advance(ops, 6, { workgroups, confirmed: true }))
          .then([advanced(6)]));
      it('needs no confirmation when every plan is approved as it is', () =>
        given([...atStep(7), approved(W1, 7, 'v1'), approved(W2, 7, 'v2')])
          .when(advance(approver, 7, { workgroups }))
          .then([advanced(7)]));
      it('does not take a step-6 approval for step 7', () =>
        given([...atStep(6), approved(W1, 6), advanced(6)])
          .when(advance(approver, 7, { workgroups: [workgroups[0]!] }))
          .thenThrows(UnconfirmedWarningsError));
    });
  });

  describe('reverting', () => {
    const reverted = (fromStep: number, reason = 'Not ready'): ProgressEvent => ({
      type: 'AcademicPeriodStepReverted',
      data: { id: actionId, AcademicPeriodId: periodId, fromStep, toStep: fromStep - 1, reason },
    });
    it('moves admin and academicOpsAdmin one step back from any step after the first', () => {
      for (const who of [admin, ops])
        for (let step = 2; step <= 8; step++)
          given(atStep(step))
            .when(revert(who, step))
            .then([reverted(step)]);
    });
    it('lets academicAffairsApprover send the plans back from 7 to 6 only', () => {
      given(atStep(7))
        .when(revert(approver, 7))
        .then([reverted(7)]);
      for (const step of [6, 8])
        given(atStep(step)).when(revert(approver, step)).thenThrows(NotPermittedError);
    });
    it('refuses a workgroup chair', () =>
      given(atStep(7)).when(revert(chairOfW1, 7)).thenThrows(NotPermittedError));
    it('needs a reason, trimmed', () => {
      given(atStep(3))
        .when(revert(ops, 3, '   '))
        .thenThrows(ValidationError, (error) => error.fieldErrors.reason !== undefined);
      given(atStep(3))
        .when(revert(ops, 3, ' Offerings missing '))
        .then([reverted(3, 'Offerings missing')]);
    });
    it('has no step before the first', () =>
      given(atStep(1)).when(revert(admin, 1)).thenThrows(StateConflictError));
    it('refuses a stale step', () => given(atStep(4)).when(revert(ops, 5)).thenThrows(StateConflictError));
    it('clears the approvals of the steps above the step it goes back to', () => {
      const events = [
        ...atStep(6),
        approved(W1, 6),
        advanced(6),
        approved(W1, 7),
        approved(W2, 7),
        reverted(7),
      ];
      const state = events.reduce(evolveProgress, initialProgressState());
      expect(state.step).toBe(6);
      expect(state.approvals).toEqual({ [W1]: { 6: { id: `${W1}:6`, planVersion: 'v1', note: null } } });
      const back = [...events, reverted(6)].reduce(evolveProgress, initialProgressState());
      expect(back.approvals).toEqual({});
    });
  });

  describe('approving a workgroup plan', () => {
    const approvedNow = (step: number, who: ProgressActor = approver) => {
      const command = approve(who);
      return [
        {
          type: 'WorkgroupPlanApproved',
          data: {
            id: command.id,
            AcademicPeriodId: periodId,
            WorkgroupId: W1,
            step,
            planVersion: 'v1',
            plan: [entry],
            note: 'Looks right',
          },
        },
      ] as ProgressEvent[];
    };
    it("in step 6: the workgroup's members with bit 1, and academicAffairsApprover", () => {
      given(atStep(6)).when(approve(chairOfW1)).then(approvedNow(6));
      given(atStep(6)).when(approve(approver)).then(approvedNow(6));
    });
    it('in step 6: not a member with bit 2 only, nor a chair of another workgroup, nor admin', () => {
      for (const who of [assignerOfW1, actor(['faculty'], [{ id: W2, permission: 3 }]), admin, ops])
        given(atStep(6)).when(approve(who)).thenThrows(NotPermittedError);
    });
    it('in step 7: academicAffairsApprover alone', () => {
      given(atStep(7)).when(approve(approver)).then(approvedNow(7));
      given(atStep(7)).when(approve(chairOfW1)).thenThrows(NotPermittedError);
    });
    it('in no other step', () => {
      for (const step of [1, 5, 8])
        given(atStep(step))
          .when(approve(approver))
          .thenThrows(StateConflictError, (error) => error.message === approvalsClosedMessage);
    });
    it('refuses a plan that changed since the approver loaded it', () =>
      given(atStep(6))
        .when(approve(approver, { planVersion: 'v0' }))
        .thenThrows(StateConflictError, (error) => error.message === planChangedMessage));
    it('may approve again (a new plan version)', () =>
      given([...atStep(6), approved(W1, 6, 'v0')])
        .when(approve(chairOfW1, { approvalInForce: `${W1}:6` }))
        .then(approvedNow(6)));
    it('refuses an approval over another than the one in force the caller saw (approved meanwhile)', () => {
      given([...atStep(6), approved(W1, 6)])
        .when(approve(chairOfW1))
        .thenThrows(StateConflictError, (error) => error.message === approvedMeanwhileMessage);
      given(atStep(6))
        .when(approve(chairOfW1, { approvalInForce: `${W1}:6` }))
        .thenThrows(StateConflictError, (error) => error.message === approvedMeanwhileMessage);
    });
    it('refuses the same approval again, and takes one with a new note', () => {
      const again = { approvalInForce: `${W1}:6`, note: null };
      given([...atStep(6), approved(W1, 6)])
        .when(approve(chairOfW1, again))
        .thenThrows(StateConflictError, (error) => /already approved in step 6/.test(error.message));
      given([...atStep(6), approved(W1, 6)])
        .when(approve(chairOfW1, { ...again, note: 'Looks right' }))
        .then(approvedNow(6));
    });
  });

  describe('publication', () => {
    it('reads a legacy step from the period record and publishes at step 8', () => {
      const legacy = [{ type: 'AcademicPeriodCreated', data: { id: periodId, progressStep: 7 } }];
      const state = legacy.reduce(evolveProgress, initialProgressState());
      expect(state.step).toBe(7);
      given(legacy)
        .when(advance(approver, 7, { confirmed: true }))
        .then([advanced(7)]);
      const updated = [
        ...legacy,
        { type: 'AcademicPeriodUpdated', data: { id: periodId, changes: { progressStep: 3 } } },
      ];
      expect(updated.reduce(evolveProgress, initialProgressState()).step).toBe(3);
    });
  });
});

describe('Plan differences', () => {
  it('matches entries by assignment: added, removed and changed (before and after)', () => {
    const other = { ...entry, TeachingAssignmentId: 'ta2', UserId: 'u2' };
    const added = { ...entry, TeachingAssignmentId: 'ta3', UserId: 'u3' };
    const moved = { ...entry, points: 1.5, sectionName: 'renamed only' };
    expect(planDifferences([entry, other], [moved, added])).toEqual({
      added: [added],
      removed: [other],
      changed: [{ before: entry, after: moved }],
    });
    expect(planDifferences([entry], [{ ...entry, instructorName: 'Renamed' }])).toEqual({
      added: [],
      removed: [],
      changed: [],
    });
  });
});
