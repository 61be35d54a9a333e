import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { AlreadyExistsError, NotFoundError, RecordVersionConflictError } from '../shared/errors.js';
import { recordStreamDecider } from '../shared/recordDecider.js';
import { courses } from './course.js';

const spec = deciderSpec(recordStreamDecider(courses));
const id = '0190a000-0000-7000-8000-000000000001';
const values = {
  courseNumber: 'CS101',
  name: 'Intro',
  unitsMax: 4,
  isActive: true,
  isOffered: true,
  WorkgroupId: null,
};
const CourseCreated = { type: 'CourseCreated', data: { id, ...values } };

describe('Course', () => {
  describe('when it does not exist', () => {
    it('is created with its values', () =>
      spec.given([]).when({ type: 'CreateRecord', resource: 'courses', id, values }).then([CourseCreated]));
    it('cannot be updated', () =>
      spec
        .given([])
        .when({ type: 'UpdateRecord', resource: 'courses', id, values: { name: 'x' } })
        .thenThrows(NotFoundError));
  });

  describe('when it exists', () => {
    const given = spec.given([CourseCreated]);
    it('refuses a second create with its id', () =>
      given.when({ type: 'CreateRecord', resource: 'courses', id, values }).thenThrows(AlreadyExistsError));
    it('records only the fields that changed', () =>
      given
        .when({
          type: 'UpdateRecord',
          resource: 'courses',
          id,
          values: { ...values, name: 'Introduction' },
          expectedVersion: 1,
        })
        .then([{ type: 'CourseUpdated', data: { id, changes: { name: 'Introduction' } } }]));
    it('appends nothing when nothing changed', () =>
      given
        .when({ type: 'UpdateRecord', resource: 'courses', id, values, expectedVersion: 1 })
        .thenNothingHappens());
    it('refuses an update of a stale version', () =>
      given
        .when({ type: 'UpdateRecord', resource: 'courses', id, values: { name: 'x' }, expectedVersion: 0 })
        .thenThrows(RecordVersionConflictError, (error) => error.actualVersion === 1));
    it('is deleted', () =>
      given
        .when({ type: 'DeleteRecord', resource: 'courses', id, expectedVersion: 1 })
        .then([{ type: 'CourseDeleted', data: { id } }]));
  });

  describe('when it was deleted', () => {
    it('cannot be updated', () =>
      spec
        .given([CourseCreated, { type: 'CourseDeleted', data: { id } }])
        .when({ type: 'UpdateRecord', resource: 'courses', id, values: { name: 'x' } })
        .thenThrows(NotFoundError));
  });

  it('appends nothing for an empty update', () =>
    spec
      .given([CourseCreated])
      .when({ type: 'UpdateRecord', resource: 'courses', id, values: {}, expectedVersion: 1 })
      .thenNothingHappens());
});
