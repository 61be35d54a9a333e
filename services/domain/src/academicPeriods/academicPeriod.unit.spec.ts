import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { NotFoundError, RecordVersionConflictError, ValidationError } from '../shared/errors.js';
import { recordStreamDecider } from '../shared/recordDecider.js';
import { academicPeriods } from './academicPeriod.js';
import { academicTerms } from './academicTerm.js';
import { activeAcademicPeriodDecider } from './activeAcademicPeriod.js';

const spec = deciderSpec(recordStreamDecider(academicPeriods, [academicTerms]));
const periodId = '0190a000-0000-7000-8000-0000000000a1';
const termId = '0190a000-0000-7000-8000-0000000000b1';
const typeId = '0190a000-0000-7000-8000-0000000000c1';
const period = {
  name: '2026-2027',
  startDate: '2026-08-01',
  endDate: '2027-07-31',
  useAdvancedEffort: false,
};
const term = {
  AcademicPeriodId: periodId,
  AcademicTermTypeId: typeId,
  name: 'Fall 2026',
  startDate: '2026-08-20',
  endDate: '2026-12-15',
};
const PeriodCreated = { type: 'AcademicPeriodCreated', data: { id: periodId, ...period } };
const TermCreated = { type: 'AcademicTermCreated', data: { id: termId, ...term } };

describe('Academic period', () => {
  it('refuses an end date before the start date', () =>
    spec
      .given([])
      .when({
        type: 'CreateRecord',
        resource: 'academicPeriods',
        id: periodId,
        values: { ...period, endDate: '2026-01-01' },
      })
      .thenThrows(
        ValidationError,
        (error) => error.fieldErrors.endDate === 'Must be on or after the start date',
      ));

  describe('with a term', () => {
    const given = spec.given([PeriodCreated, TermCreated]);
    it('refuses dates that would leave the term outside the period', () =>
      given
        .when({
          type: 'UpdateRecord',
          resource: 'academicPeriods',
          id: periodId,
          values: { startDate: '2026-09-01' },
          expectedVersion: 1,
        })
        .thenThrows(ValidationError, (error) => /Fall 2026/.test(error.fieldErrors.startDate ?? '')));
    it('keeps its own version when a term changes, so editing it does not conflict', () =>
      spec
        .given([
          PeriodCreated,
          TermCreated,
          { type: 'AcademicTermUpdated', data: { id: termId, changes: { name: 'Autumn' } } },
        ])
        .when({
          type: 'UpdateRecord',
          resource: 'academicPeriods',
          id: periodId,
          values: { name: '2026/27' },
          expectedVersion: 1,
        })
        .then([{ type: 'AcademicPeriodUpdated', data: { id: periodId, changes: { name: '2026/27' } } }]));
    it('deletes its terms before itself', () =>
      given
        .when({ type: 'DeleteRecord', resource: 'academicPeriods', id: periodId, expectedVersion: 1 })
        .then([
          { type: 'AcademicTermDeleted', data: { id: termId } },
          { type: 'AcademicPeriodDeleted', data: { id: periodId } },
        ]));
  });
});

describe('Academic term', () => {
  it('needs its period to exist', () =>
    spec
      .given([])
      .when({ type: 'CreateRecord', resource: 'academicTerms', id: termId, values: term })
      .thenThrows(NotFoundError));
  it('must lie within its period', () =>
    spec
      .given([PeriodCreated])
      .when({
        type: 'CreateRecord',
        resource: 'academicTerms',
        id: termId,
        values: { ...term, endDate: '2027-09-01' },
      })
      .thenThrows(ValidationError, (error) => /within the period/.test(error.fieldErrors.endDate ?? '')));
  it('must not repeat a sibling term name', () =>
    spec
      .given([PeriodCreated, TermCreated])
      .when({
        type: 'CreateRecord',
        resource: 'academicTerms',
        id: '0190a000-0000-7000-8000-0000000000b2',
        values: { ...term, name: 'fall 2026' },
      })
      .thenThrows(ValidationError, (error) => error.fieldErrors.name !== undefined));
  it('cannot move to another period', () =>
    spec
      .given([PeriodCreated, TermCreated])
      .when({
        type: 'UpdateRecord',
        resource: 'academicTerms',
        id: termId,
        values: { AcademicPeriodId: typeId },
        expectedVersion: 2,
      })
      .thenThrows(ValidationError, (error) => error.fieldErrors.AcademicPeriodId !== undefined));
  it('has its own version: a stale one conflicts', () =>
    spec
      .given([PeriodCreated, TermCreated])
      .when({
        type: 'UpdateRecord',
        resource: 'academicTerms',
        id: termId,
        values: { name: 'x' },
        expectedVersion: 1,
      })
      .thenThrows(RecordVersionConflictError));
});

describe('System active academic period', () => {
  const activeSpec = deciderSpec(activeAcademicPeriodDecider);
  it('records the change with the previous period', () =>
    activeSpec
      .given([
        {
          type: 'ActiveAcademicPeriodChanged',
          data: { AcademicPeriodId: 'a', previousAcademicPeriodId: null },
        },
      ])
      .when({ type: 'SetActiveAcademicPeriod', AcademicPeriodId: 'b' })
      .then([
        {
          type: 'ActiveAcademicPeriodChanged',
          data: { AcademicPeriodId: 'b', previousAcademicPeriodId: 'a' },
        },
      ]));
  it('does nothing when the period is already active', () =>
    activeSpec
      .given([
        {
          type: 'ActiveAcademicPeriodChanged',
          data: { AcademicPeriodId: 'a', previousAcademicPeriodId: null },
        },
      ])
      .when({ type: 'SetActiveAcademicPeriod', AcademicPeriodId: 'a' })
      .thenNothingHappens());
});
