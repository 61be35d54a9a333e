import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { AlreadyExistsError, NotFoundError, ValidationError } from '../shared/errors.js';
import { recordStreamDecider } from '../shared/recordDecider.js';
import { courseOfferings } from './courseOffering.js';
import { offeringTermModes } from './offeringTermMode.js';

const spec = deciderSpec(recordStreamDecider(courseOfferings, [offeringTermModes]));
const id = '0190a000-0000-7000-8000-0000000000a1';
const values = {
  CourseId: '0190a000-0000-7000-8000-0000000000c1',
  AcademicPeriodId: '0190a000-0000-7000-8000-0000000000e1',
  courseNumber: 'MATH 151',
  name: 'Calculus I',
  points: 3,
};
const OfferingCreated = { type: 'CourseOfferingCreated', data: { id, ...values } };
const OfferingDeleted = { type: 'CourseOfferingDeleted', data: { id } };
const create = { type: 'CreateRecord' as const, resource: 'courseOfferings', id, values };

const termModeId = (n: number) => `0190a000-0000-7000-8000-00000000010${n}`;
const fall = '0190a000-0000-7000-8000-0000000000f1';
const spring = '0190a000-0000-7000-8000-0000000000f2';
const inPerson = '0190a000-0000-7000-8000-0000000000d1';
const online = '0190a000-0000-7000-8000-0000000000d2';
const termMode = (n: number, AcademicTermId: string, TeachingModeId: string) => ({
  CourseOfferingId: id,
  AcademicTermId,
  TeachingModeId,
  id: termModeId(n),
});
const TermModeAdded = (n: number, term: string, mode: string) => ({
  type: 'OfferingTermModeCreated',
  data: termMode(n, term, mode),
});
const addTermMode = (n: number, term: string, mode: string) => {
  const { id: termId, ...termValues } = termMode(n, term, mode);
  return { type: 'CreateRecord' as const, resource: 'offeringTermModes', id: termId, values: termValues };
};

describe('Course offering', () => {
  describe('when the course is not offered in the period', () => {
    it('is offered with its points', () => spec.given([]).when(create).then([OfferingCreated]));
  });

  describe('when the course is offered in the period', () => {
    const given = spec.given([OfferingCreated]);
    it('refuses to offer it a second time', () => given.when(create).thenThrows(AlreadyExistsError));
    it('refuses to move it to another course', () =>
      given
        .when({
          type: 'UpdateRecord',
          resource: 'courseOfferings',
          id,
          values: { CourseId: '0190a000-0000-7000-8000-0000000000c2' },
          expectedVersion: 1,
        })
        .thenThrows(ValidationError, (error) => error.fieldErrors.CourseId !== undefined));
    it('changes its points', () =>
      given
        .when({
          type: 'UpdateRecord',
          resource: 'courseOfferings',
          id,
          values: { points: 4 },
          expectedVersion: 1,
        })
        .then([{ type: 'CourseOfferingUpdated', data: { id, changes: { points: 4 } } }]));
    it('deletes its term modes with it', () =>
      spec
        .given([OfferingCreated, TermModeAdded(1, fall, inPerson)])
        .when({ type: 'DeleteRecord', resource: 'courseOfferings', id })
        .then([{ type: 'OfferingTermModeDeleted', data: { id: termModeId(1) } }, OfferingDeleted]));
  });

  describe('when its offering was deleted', () => {
    it('is offered again under the same id', () =>
      spec.given([OfferingCreated, OfferingDeleted]).when(create).then([OfferingCreated]));
  });

  describe('its term modes', () => {
    const given = spec.given([OfferingCreated, TermModeAdded(1, fall, inPerson)]);
    it('adds another teaching mode in the same term', () =>
      given.when(addTermMode(2, fall, online)).then([TermModeAdded(2, fall, online)]));
    it('adds the same teaching mode in another term', () =>
      given.when(addTermMode(2, spring, inPerson)).then([TermModeAdded(2, spring, inPerson)]));
    it('refuses the same term and teaching mode twice', () =>
      given
        .when(addTermMode(2, fall, inPerson))
        .thenThrows(ValidationError, (error) =>
          /already runs in this term/.test(error.fieldErrors.TeachingModeId!),
        ));
    it('refuses to change one into the pair of another', () =>
      spec
        .given([OfferingCreated, TermModeAdded(1, fall, inPerson), TermModeAdded(2, fall, online)])
        .when({
          type: 'UpdateRecord',
          resource: 'offeringTermModes',
          id: termModeId(2),
          values: { TeachingModeId: inPerson },
        })
        .thenThrows(ValidationError));
    it('refuses a term mode of an offering that does not exist', () =>
      spec
        .given([])
        .when(addTermMode(1, fall, inPerson))
        .thenThrows(NotFoundError));
  });
});
