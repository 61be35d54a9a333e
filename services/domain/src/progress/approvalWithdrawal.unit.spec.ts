import { deciderSpec } from '@tams/event-store/testing';
import { describe, expect, it } from 'vitest';
import { NotFoundError, NotPermittedError, StateConflictError } from '../shared/errors.js';
import {
  nothingToWithdrawMessage,
  notYourApprovalMessage,
  type WithdrawApproval,
} from './approvalWithdrawal.js';
import { type ApproveWorkgroupPlan, approvedMeanwhileMessage, progressDecider } from './progressDecider.js';
import { evolveProgress, initialProgressState, type ProgressEvent } from './progressEvents.js';
import type { ProgressActor } from './progressRules.js';

const spec = deciderSpec(progressDecider);
const periodId = '0190a000-0000-7000-8000-0000000000a1';
const [W1, W2] = ['0190a000-0000-7000-8000-0000000000f1', '0190a000-0000-7000-8000-0000000000f2'];
const [aaron, pia] = ['0190a000-0000-7000-8000-0000000000d1', '0190a000-0000-7000-8000-0000000000d2'];

const actor = (
  UserId: string,
  roles: string[],
  workgroupPermissions: ProgressActor['workgroupPermissions'] = [],
) => ({
  UserId,
  roles,
  workgroupPermissions,
});
const approver = actor(aaron, ['academicAffairsApprover']);
const chairOfW1 = actor(pia, ['faculty'], [{ id: W1, permission: 1 }]);

type Given = { type: string; data: unknown };
const PeriodCreated: Given = { type: 'AcademicPeriodCreated', data: { id: periodId, name: '2026-2027' } };
const advanced = (fromStep: number): ProgressEvent => ({
  type: 'AcademicPeriodStepAdvanced',
  data: { id: `move-${fromStep}`, AcademicPeriodId: periodId, fromStep, toStep: fromStep + 1 },
});
const atStep = (step: number): Given[] => [
  PeriodCreated,
  ...Array.from({ length: step - 1 }, (_, index) => advanced(index + 1)),
];
const approved = (id: string, step: number, WorkgroupId = W1): ProgressEvent => ({
  type: 'WorkgroupPlanApproved',
  data: { id, AcademicPeriodId: periodId, WorkgroupId, step, planVersion: 'v1', plan: [], note: null },
});
const withdrawn = (id: string, step: number, WorkgroupId = W1): ProgressEvent => ({
  type: 'WorkgroupApprovalWithdrawn',
  data: { id, AcademicPeriodId: periodId, WorkgroupId, step },
});
const given = (events: Given[]) => spec.given(events as ProgressEvent[]);

const withdraw = (who: ProgressActor, extra: Partial<WithdrawApproval> = {}): WithdrawApproval => ({
  type: 'WithdrawApproval',
  AcademicPeriodId: periodId,
  WorkgroupId: W1,
  approvalId: 'a1',
  approvedBy: aaron,
  actor: who,
  ...extra,
});

describe('Withdrawing the approval of a workgroup plan', () => {
  describe('when the approver gave the approval in force at the current step', () => {
    it('withdraws it', () =>
      given([...atStep(7), approved('a1', 7)])
        .when(withdraw(approver))
        .then([withdrawn('a1', 7)]));
    it("lets a workgroup's chair withdraw their own step-6 approval", () =>
      given([...atStep(6), approved('a1', 6)])
        .when(withdraw(chairOfW1, { approvedBy: pia }))
        .then([withdrawn('a1', 6)]));
    it('leaves the plan without an approval at that step, and the other workgroups as they were', () => {
      const events = [
        ...atStep(6),
        approved('a0', 6),
        approved('a1', 6),
        approved('b1', 6, W2),
        withdrawn('a1', 6),
      ];
      const state = events.reduce(evolveProgress, initialProgressState());
      expect(state.approvals[W1]).toEqual({});
      expect(state.approvals[W2]?.[6]?.id).toBe('b1');
    });
    it('lets the plan be approved again, as one with no approval in force', () => {
      const again: ApproveWorkgroupPlan = {
        type: 'ApproveWorkgroupPlan',
        id: 'a2',
        AcademicPeriodId: periodId,
        WorkgroupId: W1,
        planVersion: 'v1',
        currentPlanVersion: 'v1',
        approvalInForce: null,
        plan: [],
        note: null,
        actor: approver,
      };
      given([...atStep(7), approved('a1', 7), withdrawn('a1', 7)])
        .when(again)
        .then([approved('a2', 7)]);
      given([...atStep(7), approved('a1', 7), withdrawn('a1', 7)])
        .when({ ...again, approvalInForce: 'a1' })
        .thenThrows(StateConflictError, (error) => error.message === approvedMeanwhileMessage);
    });
  });

  describe('when there is nothing to withdraw', () => {
    it('refuses a plan that is not approved (409)', () =>
      given(atStep(7))
        .when(withdraw(approver))
        .thenThrows(StateConflictError, (error) => error.message === nothingToWithdrawMessage));
    it('refuses an approval already withdrawn', () =>
      given([...atStep(7), approved('a1', 7), withdrawn('a1', 7)])
        .when(withdraw(approver))
        .thenThrows(StateConflictError, (error) => error.message === nothingToWithdrawMessage));
    it('refuses an approval another one replaced meanwhile', () =>
      given([...atStep(7), approved('a1', 7), approved('a2', 7)])
        .when(withdraw(approver))
        .thenThrows(StateConflictError));
    it('refuses an approval of an earlier step, and every approval once published', () => {
      given([...atStep(6), approved('a1', 6), advanced(6)])
        .when(withdraw(approver))
        .thenThrows(StateConflictError);
      given([...atStep(7), approved('a1', 7), advanced(7)])
        .when(withdraw(approver))
        .thenThrows(StateConflictError);
    });
    it('refuses an approval a revert cleared', () =>
      given([
        ...atStep(7),
        approved('a1', 7),
        {
          type: 'AcademicPeriodStepReverted',
          data: { id: 'back', AcademicPeriodId: periodId, fromStep: 7, toStep: 6, reason: 'Again' },
        },
      ])
        .when(withdraw(approver))
        .thenThrows(StateConflictError));
    it('needs the period to exist', () => spec.given([]).when(withdraw(approver)).thenThrows(NotFoundError));
  });

  describe('when someone else gave it', () => {
    it('refuses another approver (403)', () =>
      given([...atStep(6), approved('a1', 6)])
        .when(withdraw(approver, { approvedBy: pia }))
        .thenThrows(NotPermittedError, (error) => error.message === notYourApprovalMessage));
    it('refuses its own approver once they may no longer approve the plan', () =>
      given([...atStep(6), approved('a1', 6)])
        .when(withdraw(actor(pia, ['faculty'], [{ id: W1, permission: 2 }]), { approvedBy: pia }))
        .thenThrows(NotPermittedError));
  });
});
