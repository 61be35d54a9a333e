import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { BusinessRuleError } from '../shared/errors.js';
import { type DataExportCompletedData, type DataExportEvent, dataExportDecider } from './dataExport.js';

const spec = deciderSpec(dataExportDecider);
const id = '0190a000-0000-7000-8000-00000000f101';
const requestedBy = '0190a000-0000-7000-8000-00000000f0aa';
const completed: DataExportCompletedData = {
  id,
  files: [
    { resource: 'sections', fileName: 'sections.csv', rowCount: 40 },
    { resource: 'courses', fileName: 'courses.csv', rowCount: 2 },
  ],
  rowCount: 42,
  byteCount: 2048,
  position: 120,
  asOf: '2026-03-01T14:02:00.000Z',
};
const Request = { type: 'RequestDataExport' as const, id, requestedBy };
const Complete = (override: Partial<DataExportCompletedData> = {}) => ({
  type: 'CompleteDataExport' as const,
  completed: { ...completed, ...override },
});
const Fail = { type: 'FailDataExport' as const, id, reason: 'The worker stopped' };
const Requested: DataExportEvent = { type: 'DataExportRequested', data: { id, requestedBy } };
const Completed: DataExportEvent = { type: 'DataExportCompleted', data: completed };

describe('Data export', () => {
  it('is requested', () => spec.given([]).when(Request).then([Requested]));
  it('is not completed before it is requested', () =>
    spec.given([]).when(Complete()).thenThrows(BusinessRuleError));
  it('completes with its files', () => spec.given([Requested]).when(Complete()).then([Completed]));
  it('refuses a row count that is not the sum of its files', () =>
    spec
      .given([Requested])
      .when(Complete({ rowCount: 41 }))
      .thenThrows(BusinessRuleError));
  it('a repeated completion changes nothing', () =>
    spec.given([Requested, Completed]).when(Complete()).thenNothingHappens());
  it('fails while running', () =>
    spec
      .given([Requested])
      .when(Fail)
      .then([{ type: 'DataExportFailed', data: { id, reason: 'The worker stopped' } }]));
  it('a late failure of a completed export changes nothing', () =>
    spec.given([Requested, Completed]).when(Fail).thenNothingHappens());
});
