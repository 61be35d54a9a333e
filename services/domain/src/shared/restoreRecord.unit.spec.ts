import { deciderSpec } from '@tams/event-store/testing';
import { describe, expect, it } from 'vitest';
import {
  administrativeAssignmentRestoreDecider,
  type RestoreAdministrativeAssignment,
} from '../administrativeAssignments/administrativeAssignmentCommands.js';
import { administrativeAssignments } from '../administrativeAssignments/administrativeAssignment.js';
import { childrenOf } from '../resources.js';
import { sections } from '../sections/section.js';
import {
  decideTeachingAssignment,
  type RestoreAssignment,
} from '../teachingAssignments/assignmentCommands.js';
import { teachingAssignments } from '../teachingAssignments/teachingAssignment.js';
import { StateConflictError, NotFoundError } from './errors.js';
import { recordStreamDecider } from './recordDecider.js';
import { removedRecordOf } from './restoreRecord.js';

const sectionId = '0190a000-0000-7000-8000-0000000000c1';
const assignmentId = '0190a000-0000-7000-8000-000000000401';
const adminId = '0190a000-0000-7000-8000-000000000501';
const removalId = '0190a000-0000-7000-8000-000000000901';
const assignment = { SectionId: sectionId, UserId: '0190a000-0000-7000-8000-000000000301', points: 1.5 };
const admin = {
  UserId: '0190a000-0000-7000-8000-000000000301',
  AcademicPeriodId: '0190a000-0000-7000-8000-0000000000e1',
  AdministrativeAssignmentTypeId: '0190a000-0000-7000-8000-0000000000f1',
  points: 2,
};
const SectionCreated = { type: 'SectionCreated', data: { id: sectionId, name: 'Calculus I', points: 3 } };
const AssignmentCreated = { type: 'TeachingAssignmentCreated', data: { id: assignmentId, ...assignment } };
const AssignmentDeleted = { type: 'TeachingAssignmentDeleted', data: { id: assignmentId } };
const AdminCreated = { type: 'AdministrativeAssignmentCreated', data: { id: adminId, ...admin } };
const AdminDeleted = { type: 'AdministrativeAssignmentDeleted', data: { id: adminId } };

const removed = (id: string, values: Record<string, unknown>) => ({ id, removedEventId: removalId, values });
const sectionStream = deciderSpec({
  ...recordStreamDecider(sections, childrenOf(sections)),
  decide: decideTeachingAssignment,
});
const adminStream = deciderSpec(administrativeAssignmentRestoreDecider);
const RestoreAssignment = (more: Partial<RestoreAssignment> = {}): RestoreAssignment => ({
  type: 'RestoreAssignment',
  id: assignmentId,
  removed: removed(assignmentId, assignment),
  ...more,
});
const RestoreAdmin = (
  more: Partial<RestoreAdministrativeAssignment> = {},
): RestoreAdministrativeAssignment => ({
  type: 'RestoreAdministrativeAssignment',
  id: adminId,
  removed: removed(adminId, admin),
  ...more,
});

describe('RestoreAssignment (undo of RemoveAssignment)', () => {
  it('brings the removed assignment back with its points, naming the removal it undoes', () =>
    sectionStream
      .given([SectionCreated, AssignmentCreated, AssignmentDeleted])
      .when(RestoreAssignment())
      .then([
        { type: 'TeachingAssignmentCreated', data: { id: assignmentId, ...assignment, restores: removalId } },
      ]));
  it('refuses when nothing was removed', () =>
    sectionStream
      .given([SectionCreated])
      .when(RestoreAssignment({ removed: undefined }))
      .thenThrows(NotFoundError));
  it('refuses a second undo: the assignment is back already', () =>
    sectionStream
      .given([SectionCreated, AssignmentCreated])
      .when(RestoreAssignment())
      .thenThrows(StateConflictError));
  it('refuses an undo of a removal undone already (409, not 404)', () =>
    sectionStream
      .given([SectionCreated, AssignmentCreated, AssignmentDeleted, AssignmentCreated])
      .when(RestoreAssignment({ removed: undefined }))
      .thenThrows(StateConflictError));
  it('refuses when the section is gone', () =>
    sectionStream
      .given([SectionCreated, AssignmentCreated, { type: 'SectionDeleted', data: { id: sectionId } }])
      .when(RestoreAssignment())
      .thenThrows(NotFoundError));
});

describe('RestoreAdministrativeAssignment (undo of its removal)', () => {
  it('brings the removed assignment back on its stream', () =>
    adminStream
      .given([AdminCreated, AdminDeleted])
      .when(RestoreAdmin())
      .then([
        { type: 'AdministrativeAssignmentCreated', data: { id: adminId, ...admin, restores: removalId } },
      ]));
  it('refuses when it was never removed', () =>
    adminStream.given([AdminCreated]).when(RestoreAdmin()).thenThrows(StateConflictError));
  it('refuses when nothing was removed', () =>
    adminStream
      .given([])
      .when(RestoreAdmin({ removed: undefined }))
      .thenThrows(NotFoundError));
});

describe('removedRecordOf', () => {
  const recorded = (events: { type: string; data: unknown }[]) =>
    events.map((event, index) => ({ ...event, eventId: index === 2 ? removalId : `event-${index}` }));
  it('folds the record up to its removal', () =>
    expect(
      removedRecordOf(
        recorded([
          AdminCreated,
          { type: 'AdministrativeAssignmentUpdated', data: { id: adminId, changes: { points: 3 } } },
          AdminDeleted,
        ]),
        administrativeAssignments,
        adminId,
      ),
    ).toEqual({ id: adminId, removedEventId: removalId, values: { ...admin, points: 3 } }));
  it('is undefined while the record is there (never removed, or restored since)', () => {
    expect(removedRecordOf(recorded([AdminCreated]), administrativeAssignments, adminId)).toBeUndefined();
    const restored = {
      type: 'TeachingAssignmentCreated',
      data: { id: assignmentId, ...assignment, restores: 'x' },
    };
    expect(
      removedRecordOf(
        recorded([AssignmentCreated, AssignmentDeleted, AssignmentDeleted, restored]),
        teachingAssignments,
        assignmentId,
      ),
    ).toBeUndefined();
  });
});
