import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { NotFoundError, RecordVersionConflictError, ValidationError } from '../shared/errors.js';
import { recordStreamDecider } from '../shared/recordDecider.js';
import { meetings } from '../sections/meeting.js';
import { sections } from '../sections/section.js';
import { sameInstructorTwice, teachingAssignments } from './teachingAssignment.js';

const spec = deciderSpec(recordStreamDecider(sections, [meetings, teachingAssignments]));
const sectionId = '0190a000-0000-7000-8000-0000000000c1';
const instructor = (n: number) => `0190a000-0000-7000-8000-00000000030${n}`;
const assignmentId = (n: number) => `0190a000-0000-7000-8000-00000000040${n}`;
const SectionCreated = {
  type: 'SectionCreated',
  data: {
    id: sectionId,
    CourseOfferingId: '0190a000-0000-7000-8000-0000000000a1',
    name: 'Calculus I',
    points: 3,
  },
};
const values = (n: number, more: Record<string, unknown> = {}) => ({
  SectionId: sectionId,
  UserId: instructor(n),
  AssignmentTypeId: null,
  points: 1.5,
  notes: null,
  ...more,
});
const AssignInstructor = (n: number, more: Record<string, unknown> = {}) => ({
  type: 'CreateRecord' as const,
  resource: 'teachingAssignments',
  id: assignmentId(n),
  values: values(n, more),
});
const TeachingAssignmentCreated = (n: number, more: Record<string, unknown> = {}) => ({
  type: 'TeachingAssignmentCreated',
  data: { id: assignmentId(n), ...values(n, more) },
});
const refusedOn = (field: string, pattern: RegExp) => (error: ValidationError) =>
  pattern.test(error.fieldErrors[field] ?? '');

describe('Teaching assignment', () => {
  describe('when the section has no assignment', () => {
    const given = spec.given([SectionCreated]);
    it('assigns an instructor', () => given.when(AssignInstructor(1)).then([TeachingAssignmentCreated(1)]));
    it('refuses an assignment to a section that does not exist', () =>
      spec.given([]).when(AssignInstructor(1)).thenThrows(NotFoundError));
  });

  describe('when the section has an instructor', () => {
    const given = spec.given([SectionCreated, TeachingAssignmentCreated(1)]);
    it('refuses the same instructor twice', () =>
      given
        .when({ ...AssignInstructor(1), id: assignmentId(2) })
        .thenThrows(ValidationError, refusedOn('UserId', new RegExp(sameInstructorTwice))));
    it('shares the section with another instructor', () =>
      given.when(AssignInstructor(2)).then([TeachingAssignmentCreated(2)]));
    it("changes the instructor's share", () =>
      given
        .when({
          type: 'UpdateRecord',
          resource: 'teachingAssignments',
          id: assignmentId(1),
          values: { points: 2 },
        })
        .then([
          { type: 'TeachingAssignmentUpdated', data: { id: assignmentId(1), changes: { points: 2 } } },
        ]));
    it('refuses to move the assignment to another instructor (remove and assign instead)', () =>
      given
        .when({
          type: 'UpdateRecord',
          resource: 'teachingAssignments',
          id: assignmentId(1),
          values: { UserId: instructor(2) },
        })
        .thenThrows(ValidationError, refusedOn('UserId', /Cannot be changed/)));
    it('refuses a change made on a stale version', () =>
      given
        .when({
          type: 'UpdateRecord',
          resource: 'teachingAssignments',
          id: assignmentId(1),
          values: { points: 2 },
          expectedVersion: 0,
        })
        .thenThrows(RecordVersionConflictError));
    it('removes the assignment', () =>
      given
        .when({ type: 'DeleteRecord', resource: 'teachingAssignments', id: assignmentId(1) })
        .then([{ type: 'TeachingAssignmentDeleted', data: { id: assignmentId(1) } }]));
    it('assigns the instructor again once removed', () =>
      spec
        .given([
          SectionCreated,
          TeachingAssignmentCreated(1),
          { type: 'TeachingAssignmentDeleted', data: { id: assignmentId(1) } },
        ])
        .when({ ...AssignInstructor(1), id: assignmentId(3) })
        .then([{ type: 'TeachingAssignmentCreated', data: { id: assignmentId(3), ...values(1) } }]));
    it('removes its assignments with the section', () =>
      given.when({ type: 'DeleteRecord', resource: 'sections', id: sectionId }).then([
        { type: 'TeachingAssignmentDeleted', data: { id: assignmentId(1) } },
        { type: 'SectionDeleted', data: { id: sectionId } },
      ]));
  });
});
