import { deciderSpec } from '@tams/event-store/testing';
import { describe, expect, it } from 'vitest';
import { childrenOf } from '../resources.js';
import {
  NotFoundError,
  RecordVersionConflictError,
  UnconfirmedWarningsError,
  ValidationError,
} from '../shared/errors.js';
import { recordStreamDecider } from '../shared/recordDecider.js';
import { sections } from '../sections/section.js';
import {
  type AssignInstructor,
  type ChangeAssignment,
  decideTeachingAssignment,
  type TeachingAssignmentCommand,
} from './assignmentCommands.js';
import { instructorRefusals, type MeetingConflict } from './assignmentRules.js';
import { sameInstructorTwice } from './teachingAssignment.js';

const records = recordStreamDecider(sections, childrenOf(sections));
const spec = deciderSpec<
  ReturnType<typeof records.initialState>,
  TeachingAssignmentCommand,
  ReturnType<typeof decideTeachingAssignment>[number]
>({ ...records, decide: decideTeachingAssignment });

const sectionId = '0190a000-0000-7000-8000-0000000000c1';
const periodId = '0190a000-0000-7000-8000-0000000000e1';
const workgroupId = '0190a000-0000-7000-8000-0000000000d1';
const instructor = (n: number) => `0190a000-0000-7000-8000-00000000030${n}`;
const assignmentId = (n: number) => `0190a000-0000-7000-8000-00000000040${n}`;
const SectionCreated = {
  type: 'SectionCreated',
  data: {
    id: sectionId,
    name: 'Calculus I',
    points: 3,
    AcademicPeriodId: periodId,
    WorkgroupId: workgroupId,
  },
};
const faculty = {
  isFaculty: true,
  isActive: true,
  merged: false,
  profileActive: null,
  receiveAssignments: null,
};
const created = (n: number, points = 1.5) => ({
  type: 'TeachingAssignmentCreated',
  data: {
    id: assignmentId(n),
    SectionId: sectionId,
    UserId: instructor(n),
    AssignmentTypeId: null,
    points,
    notes: null,
    AcademicPeriodId: periodId,
    WorkgroupId: workgroupId,
  },
});
const conflict: MeetingConflict = {
  UserId: instructor(1),
  SectionId: '0190a000-0000-7000-8000-0000000000c2',
  courseNumber: 'MATH 101',
  sectionNumber: '002',
  days: ['MO', 'WE'],
  startTime: '10:00',
  endTime: '11:15',
};
const AssignInstructor = (n: number, more: Partial<AssignInstructor> = {}): AssignInstructor => ({
  type: 'AssignInstructor',
  id: assignmentId(n),
  values: { SectionId: sectionId, UserId: instructor(n), points: 1.5 },
  section: { points: 3, assignedPoints: 0, AcademicPeriodId: periodId, WorkgroupId: workgroupId },
  instructor: faculty,
  load: { name: 'Ada Lovelace', pointsAssigned: 0, pointsRequired: 18 },
  conflicts: [],
  confirmed: false,
  ...more,
});
const ChangeAssignment = (n: number, more: Partial<ChangeAssignment> = {}): ChangeAssignment => ({
  type: 'ChangeAssignment',
  id: assignmentId(n),
  values: { points: 2 },
  load: { name: 'Ada Lovelace', pointsAssigned: 1.5, pointsRequired: 18 },
  confirmed: false,
  ...more,
});
const refusedOn = (field: string, message: string | RegExp) => (error: ValidationError) =>
  typeof message === 'string'
    ? error.fieldErrors[field] === message
    : message.test(error.fieldErrors[field] ?? '');
const warnsOf =
  (...kinds: string[]) =>
  (error: UnconfirmedWarningsError) =>
    JSON.stringify(error.warnings.map((warning) => warning.kind)) === JSON.stringify(kinds);

describe('Teaching assignment commands', () => {
  describe('AssignInstructor', () => {
    const given = spec.given([SectionCreated]);
    it("assigns an instructor with the section's period and workgroup", () =>
      given.when(AssignInstructor(1)).then([created(1)]));
    it("takes the section's uncovered points when no points are given", () =>
      given
        .when(
          AssignInstructor(1, {
            values: { SectionId: sectionId, UserId: instructor(1) },
            section: { points: 3, assignedPoints: 1.8, AcademicPeriodId: periodId, WorkgroupId: workgroupId },
          }),
        )
        .then([created(1, 1.2)]));
    it('takes no points when the section is covered already', () =>
      given
        .when(
          AssignInstructor(1, {
            values: { SectionId: sectionId, UserId: instructor(1) },
            section: { points: 3, assignedPoints: 4, AcademicPeriodId: periodId, WorkgroupId: workgroupId },
          }),
        )
        .then([created(1, 0)]));
    it('refuses a user who is not a faculty member', () =>
      given
        .when(AssignInstructor(1, { instructor: { ...faculty, isFaculty: false } }))
        .thenThrows(ValidationError, refusedOn('UserId', instructorRefusals.notFaculty)));
    it('refuses an inactive user', () =>
      given
        .when(AssignInstructor(1, { instructor: { ...faculty, isActive: false } }))
        .thenThrows(ValidationError, refusedOn('UserId', instructorRefusals.notActive)));
    it('refuses a user merged into another', () =>
      given
        .when(AssignInstructor(1, { instructor: { ...faculty, merged: true } }))
        .thenThrows(ValidationError, refusedOn('UserId', instructorRefusals.notActive)));
    it('refuses an instructor whose faculty profile does not receive assignments', () =>
      given
        .when(AssignInstructor(1, { instructor: { ...faculty, receiveAssignments: false } }))
        .thenThrows(ValidationError, refusedOn('UserId', instructorRefusals.profileClosed)));
    it('refuses an instructor whose faculty profile is inactive', () =>
      given
        .when(AssignInstructor(1, { instructor: { ...faculty, profileActive: false } }))
        .thenThrows(ValidationError, refusedOn('UserId', instructorRefusals.profileClosed)));
    it('refuses an assignment without an instructor', () =>
      given
        .when(AssignInstructor(1, { values: { SectionId: sectionId }, instructor: undefined }))
        .thenThrows(ValidationError, refusedOn('UserId', 'Required')));
    it('asks to confirm going over the required points', () =>
      given
        .when(AssignInstructor(1, { load: { name: 'Ada Lovelace', pointsAssigned: 17, pointsRequired: 18 } }))
        .thenThrows(UnconfirmedWarningsError, (error) => {
          expect(error.warnings).toEqual([
            { kind: 'overload', message: 'Ada Lovelace would have 18.5 of 18 required points (0.5 over).' },
          ]);
          return true;
        }));
    it('asks to confirm a meeting at the same time', () =>
      given
        .when(AssignInstructor(1, { conflicts: [conflict] }))
        .thenThrows(UnconfirmedWarningsError, (error) => {
          expect(error.warnings).toEqual([
            {
              kind: 'timeConflict',
              message: 'Ada Lovelace already teaches at this time: MATH 101-002 (Mon/Wed 10:00 AM–11:15 AM).',
            },
          ]);
          return true;
        }));
    it('asks to confirm both at once', () =>
      given
        .when(
          AssignInstructor(1, {
            load: { name: null, pointsAssigned: 18, pointsRequired: 18 },
            conflicts: [conflict],
          }),
        )
        .thenThrows(UnconfirmedWarningsError, warnsOf('overload', 'timeConflict')));
    it('assigns over the required points and at the same time once confirmed', () =>
      given
        .when(
          AssignInstructor(1, {
            load: { name: 'Ada Lovelace', pointsAssigned: 18, pointsRequired: 18 },
            conflicts: [conflict],
            confirmed: true,
          }),
        )
        .then([created(1)]));
    it('needs no confirmation without required points', () =>
      given
        .when(
          AssignInstructor(1, { load: { name: 'Ada Lovelace', pointsAssigned: 40, pointsRequired: null } }),
        )
        .then([created(1)]));
    it('refuses an assignment to a section that does not exist', () =>
      spec.given([]).when(AssignInstructor(1)).thenThrows(NotFoundError));
  });

  describe('when the section has an instructor', () => {
    const given = spec.given([SectionCreated, created(1)]);
    it('refuses the same instructor twice', () =>
      given
        .when({ ...AssignInstructor(1), id: assignmentId(2), confirmed: true })
        .thenThrows(ValidationError, refusedOn('UserId', sameInstructorTwice)));
    it('shares the section with another instructor', () =>
      given.when(AssignInstructor(2)).then([created(2)]));

    describe('ChangeAssignment', () => {
      it("changes the instructor's share", () =>
        given
          .when(ChangeAssignment(1))
          .then([
            { type: 'TeachingAssignmentUpdated', data: { id: assignmentId(1), changes: { points: 2 } } },
          ]));
      it('changes the type and notes', () =>
        given
          .when(ChangeAssignment(1, { values: { notes: 'Lab only', AssignmentTypeId: instructor(9) } }))
          .then([
            {
              type: 'TeachingAssignmentUpdated',
              data: { id: assignmentId(1), changes: { notes: 'Lab only', AssignmentTypeId: instructor(9) } },
            },
          ]));
      it('changes nothing when the values are the same', () =>
        given.when(ChangeAssignment(1, { values: { points: 1.5 } })).thenNothingHappens());
      it('asks to confirm raising the points over the required points', () =>
        given
          .when(ChangeAssignment(1, { load: { name: 'Ada', pointsAssigned: 18, pointsRequired: 18 } }))
          .thenThrows(UnconfirmedWarningsError, (error) => {
            expect(error.warnings).toEqual([
              { kind: 'overload', message: 'Ada would have 18.5 of 18 required points (0.5 over).' },
            ]);
            return true;
          }));
      it('raises the points over the required points once confirmed', () =>
        given
          .when(
            ChangeAssignment(1, {
              load: { name: 'Ada', pointsAssigned: 18, pointsRequired: 18 },
              confirmed: true,
            }),
          )
          .then([
            { type: 'TeachingAssignmentUpdated', data: { id: assignmentId(1), changes: { points: 2 } } },
          ]));
      it('lowers the points of an instructor over their required points without asking', () =>
        given
          .when(
            ChangeAssignment(1, {
              values: { points: 1 },
              load: { name: 'Ada', pointsAssigned: 20, pointsRequired: 18 },
            }),
          )
          .then([
            { type: 'TeachingAssignmentUpdated', data: { id: assignmentId(1), changes: { points: 1 } } },
          ]));
      it('refuses to move the assignment to another instructor (remove and assign instead)', () =>
        given
          .when(ChangeAssignment(1, { values: { UserId: instructor(2) } }))
          .thenThrows(ValidationError, refusedOn('UserId', /Cannot be changed/)));
      it('refuses a change made on a stale version', () =>
        given.when(ChangeAssignment(1, { expectedVersion: 0 })).thenThrows(RecordVersionConflictError));
      it('refuses a change of an assignment that does not exist', () =>
        given.when(ChangeAssignment(2)).thenThrows(NotFoundError));
    });

    describe('RemoveAssignment', () => {
      it('removes the assignment', () =>
        given
          .when({ type: 'RemoveAssignment', id: assignmentId(1) })
          .then([{ type: 'TeachingAssignmentDeleted', data: { id: assignmentId(1) } }]));
      it('refuses a removal made on a stale version', () =>
        given
          .when({ type: 'RemoveAssignment', id: assignmentId(1), expectedVersion: 0 })
          .thenThrows(RecordVersionConflictError));
      it('assigns the instructor again once removed', () =>
        spec
          .given([
            SectionCreated,
            created(1),
            { type: 'TeachingAssignmentDeleted', data: { id: assignmentId(1) } },
          ])
          .when({ ...AssignInstructor(1), id: assignmentId(3) })
          .then([{ ...created(1), data: { ...created(1).data, id: assignmentId(3) } }]));
    });
  });
});
