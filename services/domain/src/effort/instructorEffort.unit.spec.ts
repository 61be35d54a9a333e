import { deciderSpec } from '@tams/event-store/testing';
import { describe, expect, it } from 'vitest';
import { RecordVersionConflictError, ValidationError } from '../shared/errors.js';
import {
  type InstructorEffortEvent,
  instructorEffortDecider,
  requiredPointsFromEffort,
} from './instructorEffort.js';

const spec = deciderSpec(instructorEffortDecider);
const scope = {
  UserId: '0190a000-0000-7000-8000-00000000f001',
  AcademicPeriodId: '0190a000-0000-7000-8000-00000000f002',
};
const Adjust = (
  expectedTeachingShare: number | null,
  expectedVersion = 0,
  reason = 'Course release for the grant',
) => ({
  type: 'AdjustExpectedTeachingShare' as const,
  ...scope,
  expectedTeachingShare,
  reason,
  expectedVersion,
});
const Set = (share: number, reason = 'Course release for the grant'): InstructorEffortEvent => ({
  type: 'ExpectedTeachingShareSet',
  data: { ...scope, expectedTeachingShare: share, reason },
});

describe('Expected teaching share', () => {
  describe('when it was never set by hand', () => {
    const given = spec.given([]);
    it('sets it, with the reason', () => given.when(Adjust(40)).then([Set(40)]));
    it('keeps two decimals', () => given.when(Adjust(33.3333)).then([Set(33.33)]));
    it('refuses it without a reason', () =>
      given.when(Adjust(40, 0, ' ')).thenThrows(ValidationError, (error) => 'reason' in error.fieldErrors));
    it('refuses a share outside 0-100', () =>
      given
        .when(Adjust(140))
        .thenThrows(ValidationError, (error) => 'expectedTeachingShare' in error.fieldErrors));
    it('clears nothing when there is nothing to clear', () => given.when(Adjust(null)).thenNothingHappens());
  });

  describe('when it is set', () => {
    const given = spec.given([Set(40)]);
    it('changes it', () =>
      given.when(Adjust(50, 1, 'Sabbatical in spring')).then([Set(50, 'Sabbatical in spring')]));
    it('clears it back to the payroll share', () =>
      given
        .when(Adjust(null, 1, 'Release ended'))
        .then([{ type: 'ExpectedTeachingShareCleared', data: { ...scope, reason: 'Release ended' } }]));
    it('does nothing for the same share', () => given.when(Adjust(40, 1)).thenNothingHappens());
    it('refuses a change made on a stale version', () =>
      given.when(Adjust(50, 0)).thenThrows(RecordVersionConflictError));
  });
});

describe('Required points under advanced effort', () => {
  it('is the expected teaching share of the full-time points', () => {
    expect(requiredPointsFromEffort(40, 12)).toBe(4.8);
    expect(requiredPointsFromEffort(100, 12)).toBe(12);
  });
  it('is unknown without a share or full-time points', () => {
    expect(requiredPointsFromEffort(null, 12)).toBeNull();
    expect(requiredPointsFromEffort(40, null)).toBeNull();
  });
});
