import type { Decider, DomainEvent } from '@tams/event-store';
import { RecordVersionConflictError, ValidationError } from '../shared/errors.js';

/**
 * A faculty member's expected teaching share in one academic period (DESIGN §14 InstructorEfforts). By
 * default it is the share of their payroll effort in categories that count as teaching; an effortManager
 * may set it by hand, with a reason, and clear it again. One stream per member and period.
 */
export const instructorEffortStreamPrefix = 'instructorEffort';
export const instructorEffortStreamId = (userId: string, periodId: string) =>
  `${instructorEffortStreamPrefix}-${userId}-${periodId}`;

/** The text an InstructorEfforts row's id is derived from (derivedId('instructorEffort', it)). */
export const instructorEffortIdText = (userId: string, periodId: string) => `${userId}:${periodId}`;

type Scope = { UserId: string; AcademicPeriodId: string };

export type ExpectedTeachingShareSet = DomainEvent<
  'ExpectedTeachingShareSet',
  Scope & { expectedTeachingShare: number; reason: string }
>;
export type ExpectedTeachingShareCleared = DomainEvent<
  'ExpectedTeachingShareCleared',
  Scope & { reason: string }
>;
export type InstructorEffortEvent = ExpectedTeachingShareSet | ExpectedTeachingShareCleared;
export const instructorEffortEventTypes: readonly InstructorEffortEvent['type'][] = [
  'ExpectedTeachingShareSet',
  'ExpectedTeachingShareCleared',
];

export interface InstructorEffortState {
  version: number;
  /** Percent (0-100) set by hand, or null: the payroll share applies. */
  expectedTeachingShare: number | null;
}

export interface AdjustExpectedTeachingShare extends Scope {
  type: 'AdjustExpectedTeachingShare';
  /** null clears the hand-set share. */
  expectedTeachingShare: number | null;
  reason: string;
  /** The stream version the caller saw (0: never adjusted). */
  expectedVersion: number;
}

export function evolveInstructorEffort(
  _state: InstructorEffortState,
  event: InstructorEffortEvent,
  streamVersion: number,
): InstructorEffortState {
  return {
    version: streamVersion,
    expectedTeachingShare:
      event.type === 'ExpectedTeachingShareSet' ? event.data.expectedTeachingShare : null,
  };
}

export function decideExpectedTeachingShare(
  command: AdjustExpectedTeachingShare,
  state: InstructorEffortState,
): InstructorEffortEvent[] {
  const reason = command.reason.trim();
  const share = command.expectedTeachingShare;
  const errors: Record<string, string> = {};
  if (reason.length < 3) errors.reason = 'Say why (at least 3 characters)';
  if (reason.length > 500) errors.reason = 'At most 500 characters';
  if (share !== null && (!Number.isFinite(share) || share < 0 || share > 100))
    errors.expectedTeachingShare = 'Must be a percent from 0 to 100';
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (command.expectedVersion !== state.version)
    throw new RecordVersionConflictError(
      'instructorEfforts',
      instructorEffortIdText(command.UserId, command.AcademicPeriodId),
      command.expectedVersion,
      state.version,
      "faculty member's expected teaching share",
    );
  const scope = { UserId: command.UserId, AcademicPeriodId: command.AcademicPeriodId };
  if (share === state.expectedTeachingShare) return [];
  if (share === null) return [{ type: 'ExpectedTeachingShareCleared', data: { ...scope, reason } }];
  return [
    {
      type: 'ExpectedTeachingShareSet',
      data: { ...scope, expectedTeachingShare: Math.round(share * 100) / 100, reason },
    },
  ];
}

export const instructorEffortDecider: Decider<
  InstructorEffortState,
  AdjustExpectedTeachingShare,
  InstructorEffortEvent
> = {
  initialState: () => ({ version: 0, expectedTeachingShare: null }),
  evolve: evolveInstructorEffort,
  decide: decideExpectedTeachingShare,
};

/**
 * Required points under advanced effort (DESIGN §14): the expected teaching share of the full-time points of
 * the member's instructor type, to two decimals, halves away from zero; null when either is unknown.
 * Multiplied in whole hundredths of a percent and thousandths of a point where the values are such (a
 * share and points as people enter them), so that it is the database's exact numeric product: as floats,
 * 56.15 x 30 is 1684.4999..., which rounds the other way.
 */
export function requiredPointsFromEffort(
  expectedTeachingShare: number | null,
  fullTimePoints: number | null,
): number | null {
  if (expectedTeachingShare === null || fullTimePoints === null) return null;
  const share = Math.round(expectedTeachingShare * 100);
  const points = Math.round(fullTimePoints * 1000);
  const whole =
    Math.abs(share - expectedTeachingShare * 100) < 1e-6 && Math.abs(points - fullTimePoints * 1000) < 1e-6;
  if (!whole) return Math.round(expectedTeachingShare * fullTimePoints) / 100;
  // share x points in units of 1e-5 (a percent's hundredths x a point's thousandths), exactly
  const exact = share * points;
  return (Math.sign(exact) * Math.floor((Math.abs(exact) + 50_000) / 100_000)) / 100 || 0;
}
