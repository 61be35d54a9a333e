import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import {
  RecordVersionConflictError,
  StateConflictError,
  UnconfirmedWarningsError,
  ValidationError,
} from '../shared/errors.js';
import {
  type InstructorRatesEvent,
  instructorRatesDecider,
  type Rate,
  type RateChange,
} from './instructorRates.js';

const spec = deciderSpec(instructorRatesDecider);
const period = '0190a000-0000-7000-8000-0000000000p1';
const earlier = '0190a000-0000-7000-8000-0000000000p0';
const [tenured, adjunct] = ['type-tenured', 'type-adjunct'];
const [professor, lecturer] = ['rank-professor', 'rank-lecturer'];

const rate = (
  InstructorTypeId: string,
  RankId: string,
  costPerPoint: number,
  overloadRate: number,
): Rate => ({
  InstructorTypeId,
  RankId,
  costPerPoint,
  overloadRate,
});
const change = (
  InstructorTypeId: string,
  RankId: string,
  costPerPoint: number | null,
  overloadRate: number | null,
  version = 0,
): RateChange => ({ InstructorTypeId, RankId, costPerPoint, overloadRate, version });
const Set = (rates: RateChange[], expectedVersion?: number) => ({
  type: 'SetInstructorRates' as const,
  AcademicPeriodId: period,
  rates,
  instructorTypeIds: [tenured, adjunct],
  rankIds: [professor, lecturer],
  ...(expectedVersion === undefined ? {} : { expectedVersion }),
});
const RatesSet = (rates: Rate[], cleared: Rate[] = []): InstructorRatesEvent => ({
  type: 'InstructorRatesSet',
  data: {
    AcademicPeriodId: period,
    rates,
    cleared: cleared.map(({ InstructorTypeId, RankId }) => ({ InstructorTypeId, RankId })),
  },
});
const previous = (rates: Rate[]) => ({ AcademicPeriodId: earlier, name: 'Fall 2025', rates });
const Copy = (rates: Rate[] | null, confirmed = false) => ({
  type: 'CopyInstructorRates' as const,
  AcademicPeriodId: period,
  from: rates === null ? null : previous(rates),
  confirmed,
});
const hasField = (field: string) => (error: ValidationError) => field in error.fieldErrors;

describe('Instructor rates', () => {
  describe('when the period has none', () => {
    const given = spec.given([]);
    it('sets a batch of cells', () =>
      given
        .when(Set([change(tenured, professor, 1200, 900), change(adjunct, lecturer, 800.5, 800.5)]))
        .then([RatesSet([rate(tenured, professor, 1200, 900), rate(adjunct, lecturer, 800.5, 800.5)])]));
    it('accepts a rate of zero', () =>
      given.when(Set([change(tenured, professor, 0, 0)])).then([RatesSet([rate(tenured, professor, 0, 0)])]));
    it('refuses a negative cost, naming the cell and field', () =>
      given
        .when(Set([change(tenured, professor, 100, 50), change(adjunct, lecturer, -1, 50)]))
        .thenThrows(ValidationError, hasField('rates.1.costPerPoint')));
    it('refuses more than two decimals', () =>
      given
        .when(Set([change(tenured, professor, 100.123, 50)]))
        .thenThrows(
          ValidationError,
          (error) => error.fieldErrors['rates.0.costPerPoint'] === 'At most 2 decimals',
        ));
    it('refuses one amount without the other', () =>
      given
        .when(Set([change(tenured, professor, 100, null)]))
        .thenThrows(ValidationError, hasField('rates.0.overloadRate')));
    it('refuses an unknown instructor type or rank', () =>
      given
        .when(Set([change('type-gone', 'rank-gone', 100, 50)]))
        .thenThrows(
          ValidationError,
          (error) => 'rates.0.InstructorTypeId' in error.fieldErrors && 'rates.0.RankId' in error.fieldErrors,
        ));
    it('refuses the same cell twice in one batch', () =>
      given
        .when(Set([change(tenured, professor, 100, 50), change(tenured, professor, 110, 50)]))
        .thenThrows(ValidationError, hasField('rates.1')));
    it('refuses an empty batch', () => given.when(Set([])).thenThrows(ValidationError, hasField('rates')));
    it('clears nothing when the cell has no rate', () =>
      given.when(Set([change(tenured, professor, null, null)])).thenNothingHappens());
    it('refuses a cell edited on a version it never had', () =>
      given.when(Set([change(tenured, professor, 100, 50, 3)])).thenThrows(RecordVersionConflictError));
  });

  describe('when cells are set', () => {
    const given = spec.given([
      RatesSet([rate(tenured, professor, 1200, 900), rate(adjunct, lecturer, 800, 800)]),
    ]);
    it('changes a cell edited on its version', () =>
      given
        .when(Set([change(tenured, professor, 1250, 900, 1)]))
        .then([RatesSet([rate(tenured, professor, 1250, 900)])]));
    it('refuses a cell edited on a version someone else changed since (a concurrent edit)', () =>
      spec
        .given([
          RatesSet([rate(tenured, professor, 1200, 900)]),
          RatesSet([rate(tenured, professor, 1300, 900)]),
        ])
        .when(Set([change(tenured, professor, 1250, 900, 1)]))
        .thenThrows(RecordVersionConflictError));
    it('lets another cell be edited after someone changed a different one', () =>
      spec
        .given([
          RatesSet([rate(tenured, professor, 1200, 900), rate(adjunct, lecturer, 800, 800)]),
          RatesSet([rate(tenured, professor, 1300, 900)]),
        ])
        .when(Set([change(adjunct, lecturer, 850, 800, 1)]))
        .then([RatesSet([rate(adjunct, lecturer, 850, 800)])]));
    it('refuses a stale matrix version (If-Match)', () =>
      given.when(Set([change(adjunct, lecturer, 850, 800, 1)], 0)).thenThrows(RecordVersionConflictError));
    it('clears a cell when both amounts are emptied', () =>
      given
        .when(Set([change(adjunct, lecturer, null, null, 1)]))
        .then([RatesSet([], [rate(adjunct, lecturer, 800, 800)])]));
    it('does nothing when the amounts are unchanged', () =>
      given.when(Set([change(tenured, professor, 1200, 900, 1)])).thenNothingHappens());
  });

  describe('copying from the previous period', () => {
    const earlierRates = [rate(tenured, professor, 1100, 850), rate(adjunct, professor, 700, 700)];
    const Copied = (cleared: Rate[] = []): InstructorRatesEvent => ({
      type: 'InstructorRatesCopied',
      data: {
        AcademicPeriodId: period,
        FromAcademicPeriodId: earlier,
        rates: earlierRates,
        cleared: cleared.map(({ InstructorTypeId, RankId }) => ({ InstructorTypeId, RankId })),
      },
    });
    it('copies every rate into an empty period', () =>
      spec.given([]).when(Copy(earlierRates)).then([Copied()]));
    it('refuses when there is no earlier period', () =>
      spec.given([]).when(Copy(null)).thenThrows(StateConflictError));
    it('refuses when the earlier period has no rates', () =>
      spec.given([]).when(Copy([])).thenThrows(StateConflictError));
    const given = spec.given([
      RatesSet([rate(tenured, professor, 1200, 900), rate(adjunct, lecturer, 800, 800)]),
    ]);
    it('asks to confirm before replacing the rates the period has', () =>
      given.when(Copy(earlierRates)).thenThrows(UnconfirmedWarningsError));
    it('replaces them once confirmed, clearing the cells the earlier period has no rate for', () =>
      given.when(Copy(earlierRates, true)).then([Copied([rate(adjunct, lecturer, 800, 800)])]));
  });
});
