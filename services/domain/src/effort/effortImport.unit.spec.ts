import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { BusinessRuleError } from '../shared/errors.js';
import {
  type EffortActualRow,
  type EffortImportEvent,
  type EffortImportSummary,
  effortImportDecider,
} from './effortImport.js';

const spec = deciderSpec(effortImportDecider);
const ImportId = '0190a000-0000-7000-8000-00000000e001';
const row = (line: number): EffortActualRow => ({
  line,
  EmployeeId: 'E-1',
  PositionId: `P-${line}`,
  PositionTitle: 'Professor',
  PayPeriodId: '0190a000-0000-7000-8000-00000000e101',
  CostCenter: '10-4410-200',
  EarnCode: 'REG',
  Amount: 1000,
  Percent: 50,
  FTE: 1,
});
const summary = (mode: 'replace' | 'append' = 'replace', rowCount = 1500): EffortImportSummary => ({
  ImportId,
  fileName: 'payroll.csv',
  contentHash: 'a'.repeat(64),
  format: 'csv',
  mode,
  rowCount,
  skippedCount: 0,
  peopleCount: 1,
  PayPeriodIds: ['0190a000-0000-7000-8000-00000000e101'],
  batchCount: Math.ceil(rowCount / 1000),
});
const batchRows = (batch: number, count: number) =>
  Array.from({ length: count }, (_, i) => row(2 + batch * 1000 + i));

const Start = (mode: 'replace' | 'append' = 'replace') => ({
  type: 'StartEffortImport' as const,
  summary: summary(mode),
});
const Record = (batch: number, count = batch === 0 ? 1000 : 500) => ({
  type: 'RecordEffortActuals' as const,
  ImportId,
  batch,
  rows: batchRows(batch, count),
});
const Complete = { type: 'CompleteEffortImport' as const, ImportId };
const Fail = { type: 'FailEffortImport' as const, ImportId, reason: 'The worker stopped' };

const Started = (attempt = 1, mode: 'replace' | 'append' = 'replace'): EffortImportEvent => ({
  type: 'EffortImportStarted',
  data: { ...summary(mode), attempt },
});
const Recorded = (batch: number, count = batch === 0 ? 1000 : 500): EffortImportEvent => ({
  type: 'EffortActualsRecorded',
  data: { ImportId, batch, rows: batchRows(batch, count) },
});
const Completed: EffortImportEvent = { type: 'EffortImportCompleted', data: { ImportId, rowCount: 1500 } };
const Failed: EffortImportEvent = {
  type: 'EffortImportFailed',
  data: { ImportId, reason: 'The worker stopped' },
};

describe('Effort import', () => {
  describe('when the file was never imported', () => {
    const given = spec.given([]);
    it('starts in replace mode', () => given.when(Start('replace')).then([Started(1, 'replace')]));
    it('starts in append mode', () => given.when(Start('append')).then([Started(1, 'append')]));
    it('refuses a file without rows', () =>
      given
        .when({ type: 'StartEffortImport', summary: { ...summary(), rowCount: 0, batchCount: 0 } })
        .thenThrows(BusinessRuleError));
    it('refuses a batch count that does not follow from the rows', () =>
      given
        .when({ type: 'StartEffortImport', summary: { ...summary(), batchCount: 5 } })
        .thenThrows(BusinessRuleError));
    it('records nothing before it starts', () => given.when(Record(0)).thenThrows(BusinessRuleError));
  });

  describe('when it is running', () => {
    const given = spec.given([Started(), Recorded(0)]);
    it('records the next batch', () => given.when(Record(1)).then([Recorded(1)]));
    it('records a batch again as nothing (a retried job)', () => given.when(Record(0)).thenNothingHappens());
    it('refuses a batch out of order', () =>
      spec.given([Started()]).when(Record(1)).thenThrows(BusinessRuleError));
    it('refuses to complete with batches missing', () => given.when(Complete).thenThrows(BusinessRuleError));
    it('completes once every batch is recorded', () =>
      spec
        .given([Started(), Recorded(0), Recorded(1)])
        .when(Complete)
        .then([Completed]));
    it('starts again as nothing (a double click)', () => given.when(Start()).thenNothingHappens());
    it('fails', () => given.when(Fail).then([Failed]));
    it('refuses a batch past the last one', () =>
      spec
        .given([Started(), Recorded(0), Recorded(1)])
        .when(Record(2, 10))
        .thenThrows(BusinessRuleError));
  });

  describe('when it completed (the same file again changes nothing)', () => {
    const given = spec.given([Started(), Recorded(0), Recorded(1), Completed]);
    it('starts as nothing', () => given.when(Start()).thenNothingHappens());
    it('starts as nothing in the other mode too', () => given.when(Start('append')).thenNothingHappens());
    it('records as nothing', () => given.when(Record(1)).thenNothingHappens());
    it('completes as nothing', () => given.when(Complete).thenNothingHappens());
    it('does not fail', () => given.when(Fail).thenNothingHappens());
  });

  describe('when it failed', () => {
    const given = spec.given([Started(), Recorded(0), Failed]);
    it('starts a second attempt, recording from the first batch', () =>
      given.when(Start()).then([Started(2)]));
    it('records the first batch of the second attempt', () =>
      spec
        .given([Started(), Recorded(0), Failed, Started(2)])
        .when(Record(0))
        .then([Recorded(0)]));
    it('refuses to record without a new start', () => given.when(Record(1)).thenThrows(BusinessRuleError));
  });
});
