import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { NotFoundError, StateConflictError, ValidationError } from '../shared/errors.js';
import { recordStreamDecider } from '../shared/recordDecider.js';
import { administrativeAssignments } from './administrativeAssignment.js';
import {
  decideAdministrativeAssignmentReview,
  type ReviewAdministrativeAssignment,
} from './administrativeAssignmentCommands.js';

const id = '0190a000-0000-7000-8000-000000000501';
const values = {
  UserId: '0190a000-0000-7000-8000-000000000301',
  AcademicPeriodId: '0190a000-0000-7000-8000-0000000000e1',
  AdministrativeAssignmentTypeId: '0190a000-0000-7000-8000-0000000000f1',
  points: 2,
};
const created = (status: string | undefined) => ({
  type: 'AdministrativeAssignmentCreated',
  data: { id, ...values, ...(status ? { status } : {}) },
});
const stream = deciderSpec({
  ...recordStreamDecider(administrativeAssignments),
  decide: decideAdministrativeAssignmentReview,
});
const review = (
  decision: ReviewAdministrativeAssignment['decision'],
  reason: string | null = null,
): ReviewAdministrativeAssignment => ({ type: 'ReviewAdministrativeAssignment', id, decision, reason });

describe('ReviewAdministrativeAssignment (DESIGN §19)', () => {
  it('approves a reported one: it counts from then on', () =>
    stream
      .given([created('reported')])
      .when(review('approve'))
      .then([
        {
          type: 'AdministrativeAssignmentUpdated',
          data: { id, changes: { status: 'approved', statusReason: null } },
        },
      ]));
  it('refuses a reported one with its reason', () =>
    stream
      .given([created('reported')])
      .when(review('refuse', '  Not release time '))
      .then([
        {
          type: 'AdministrativeAssignmentUpdated',
          data: { id, changes: { status: 'refused', statusReason: 'Not release time' } },
        },
      ]));
  it('approves a refused one after all', () =>
    stream
      .given([created('refused')])
      .when(review('approve', 'Agreed with the chair'))
      .then([
        {
          type: 'AdministrativeAssignmentUpdated',
          data: { id, changes: { status: 'approved', statusReason: 'Agreed with the chair' } },
        },
      ]));
  it('refuses without a reason: 400 naming reason', () =>
    stream
      .given([created('reported')])
      .when(review('refuse', ' '))
      .thenThrows(ValidationError));
  it('a second decision conflicts (two reviewers at once: the stream decides, not a read model)', () =>
    stream
      .given([created('approved')])
      .when(review('refuse', 'Late'))
      .thenThrows(StateConflictError));
  it('staff’s (no status) count already: nothing to approve', () =>
    stream
      .given([created(undefined)])
      .when(review('approve'))
      .thenThrows(StateConflictError));
  it('a removed one is not found', () =>
    stream
      .given([created('reported'), { type: 'AdministrativeAssignmentDeleted', data: { id } }])
      .when(review('approve'))
      .thenThrows(NotFoundError));
});
