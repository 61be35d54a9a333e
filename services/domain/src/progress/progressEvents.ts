import type { DomainEvent } from '@tams/event-store';
import { z } from 'zod';
import { eventTypesOf } from '../shared/resource.js';
import { academicPeriods } from '../academicPeriods/academicPeriod.js';
import { firstProgressStep } from './progressSteps.js';

/** A teaching assignment as a workgroup's plan holds it (as approved, or as it is now). */
export const planEntrySchema = z.object({
  TeachingAssignmentId: z.string(),
  SectionId: z.string(),
  sectionNumber: z.string().nullable(),
  sectionName: z.string().nullable(),
  UserId: z.string(),
  instructorName: z.string().nullable(),
  points: z.number(),
  AssignmentTypeId: z.string().nullable(),
});
export type PlanEntry = z.infer<typeof planEntrySchema>;

/** `id`: the progress action's id (GET /api/progressActions). */
export type AcademicPeriodStepAdvanced = DomainEvent<
  'AcademicPeriodStepAdvanced',
  { id: string; AcademicPeriodId: string; fromStep: number; toStep: number }
>;
export type AcademicPeriodStepReverted = DomainEvent<
  'AcademicPeriodStepReverted',
  { id: string; AcademicPeriodId: string; fromStep: number; toStep: number; reason: string }
>;
/** A workgroup's plan approved at a step, with the plan as the approver saw it and its version. */
export type WorkgroupPlanApproved = DomainEvent<
  'WorkgroupPlanApproved',
  {
    id: string;
    AcademicPeriodId: string;
    WorkgroupId: string;
    step: number;
    planVersion: string;
    plan: PlanEntry[];
    note: string | null;
  }
>;
/** The approval `id` of a workgroup's plan at `step`, withdrawn by the one who gave it: it no longer holds. */
export type WorkgroupApprovalWithdrawn = DomainEvent<
  'WorkgroupApprovalWithdrawn',
  { id: string; AcademicPeriodId: string; WorkgroupId: string; step: number }
>;
export type ProgressEvent =
  | AcademicPeriodStepAdvanced
  | AcademicPeriodStepReverted
  | WorkgroupPlanApproved
  | WorkgroupApprovalWithdrawn;

export const progressEventTypes = {
  advanced: 'AcademicPeriodStepAdvanced',
  reverted: 'AcademicPeriodStepReverted',
  approved: 'WorkgroupPlanApproved',
  withdrawn: 'WorkgroupApprovalWithdrawn',
} as const;

const periodEvents = eventTypesOf(academicPeriods);

/**
 * The step an academic period's own record event sets: older logs set `progressStep` as a field of
 * AcademicPeriodCreated/Updated (before it became computed); a created period without one starts at 1.
 */
export function recordedStepOf(event: { type: string; data: unknown }): number | undefined {
  const data = event.data as { progressStep?: unknown; changes?: { progressStep?: unknown } };
  const step = event.type === periodEvents.created ? (data.progressStep ?? firstProgressStep) : undefined;
  const changed = event.type === periodEvents.updated ? data.changes?.progressStep : undefined;
  const value = step ?? changed;
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

export interface RecordedApproval {
  id: string;
  planVersion: string;
  note: string | null;
}

/** What the progress commands need of a period's stream: its step and the approvals in force. */
export interface ProgressState {
  status: 'empty' | 'active' | 'deleted';
  step: number;
  /** WorkgroupId -> step -> the latest approval at that step (cleared by a revert below it, or withdrawn). */
  approvals: Record<string, Record<number, RecordedApproval>>;
}

export const initialProgressState = (): ProgressState => ({
  status: 'empty',
  step: firstProgressStep,
  approvals: {},
});

/** Approvals of the steps above `step` no longer hold (a revert to `step` clears them). */
function approvalsUpTo(approvals: ProgressState['approvals'], step: number): ProgressState['approvals'] {
  const kept: ProgressState['approvals'] = {};
  for (const [workgroupId, bySteps] of Object.entries(approvals)) {
    const entries = Object.entries(bySteps).filter(([approvedAt]) => Number(approvedAt) <= step);
    if (entries.length > 0) kept[workgroupId] = Object.fromEntries(entries);
  }
  return kept;
}

/**
 * The progress of a period from every event of its stream: the record's own events (created, deleted, a
 * legacy step) and the progress events; the terms' events and others leave it as it is.
 */
export function evolveProgress(state: ProgressState, event: { type: string; data: unknown }): ProgressState {
  if (event.type === periodEvents.created)
    return { status: 'active', step: recordedStepOf(event) ?? firstProgressStep, approvals: {} };
  if (event.type === periodEvents.deleted) return { ...state, status: 'deleted' };
  if (event.type === periodEvents.updated) {
    const step = recordedStepOf(event);
    return step === undefined ? state : { ...state, step };
  }
  const progress = event as ProgressEvent;
  switch (progress.type) {
    case 'AcademicPeriodStepAdvanced':
      return { ...state, step: progress.data.toStep };
    case 'AcademicPeriodStepReverted':
      return {
        ...state,
        step: progress.data.toStep,
        approvals: approvalsUpTo(state.approvals, progress.data.toStep),
      };
    case 'WorkgroupPlanApproved': {
      const { WorkgroupId, step, id, planVersion, note } = progress.data;
      const bySteps = { ...state.approvals[WorkgroupId], [step]: { id, planVersion, note: note ?? null } };
      return { ...state, approvals: { ...state.approvals, [WorkgroupId]: bySteps } };
    }
    case 'WorkgroupApprovalWithdrawn': {
      const { WorkgroupId, step, id } = progress.data;
      if (state.approvals[WorkgroupId]?.[step]?.id !== id) return state;
      const { [step]: _withdrawn, ...kept } = state.approvals[WorkgroupId];
      return { ...state, approvals: { ...state.approvals, [WorkgroupId]: kept } };
    }
    default:
      return state;
  }
}
