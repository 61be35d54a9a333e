import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { BusinessRuleError, ValidationError } from '../shared/errors.js';
import {
  type ReportSnapshotEvent,
  type ReportSnapshotRequest,
  type ReportSnapshotTakenData,
  reportSnapshotDecider,
} from './reportSnapshot.js';

const spec = deciderSpec(reportSnapshotDecider);
const id = '0190a000-0000-7000-8000-00000000f001';
const request: ReportSnapshotRequest = {
  id,
  name: 'Census sections',
  reportType: 'SectionsBuilder',
  gridState: { sorting: [{ id: 'sectionNumber', desc: false }] },
  savedReportId: null,
  AcademicPeriodId: null,
  scheduledFor: null,
  requestedBy: '0190a000-0000-7000-8000-00000000f0aa',
};
const taken: ReportSnapshotTakenData = {
  id,
  checkpoint: '00000000000000000812:00000000000000081234',
  position: 81234,
  asOf: '2026-03-01T14:02:00.000Z',
  rowCount: 412,
  columns: [{ id: 'sectionNumber', label: 'Section', kind: 'text' }],
};

const Request = (override: Partial<ReportSnapshotRequest> = {}) => ({
  type: 'RequestReportSnapshot' as const,
  request: { ...request, ...override },
});
const Record = (override: Partial<ReportSnapshotTakenData> = {}) => ({
  type: 'RecordReportSnapshot' as const,
  taken: { ...taken, ...override },
});
const Fail = { type: 'FailReportSnapshot' as const, id, reason: 'The worker stopped' };

const Requested: ReportSnapshotEvent = { type: 'ReportSnapshotRequested', data: request };
const Taken: ReportSnapshotEvent = { type: 'ReportSnapshotTaken', data: taken };
const Failed: ReportSnapshotEvent = {
  type: 'ReportSnapshotFailed',
  data: { id, reason: 'The worker stopped' },
};

describe('Report snapshot', () => {
  describe('when nothing was requested', () => {
    const given = spec.given([]);
    it('is requested', () => given.when(Request()).then([Requested]));
    it('is requested for a date', () =>
      given
        .when(Request({ scheduledFor: '2026-09-15T06:00:00.000Z' }))
        .then([
          { type: 'ReportSnapshotRequested', data: { ...request, scheduledFor: '2026-09-15T06:00:00.000Z' } },
        ]));
    it('trims the name', () => given.when(Request({ name: '  Census sections ' })).then([Requested]));
    it('refuses a blank name, naming the field', () =>
      given.when(Request({ name: '  ' })).thenThrows(ValidationError, (e) => 'name' in e.fieldErrors));
    it('refuses a scheduled time that is no date', () =>
      given
        .when(Request({ scheduledFor: 'census' }))
        .thenThrows(ValidationError, (e) => 'scheduledFor' in e.fieldErrors));
    it('is not taken before it is requested', () => given.when(Record()).thenThrows(BusinessRuleError));
    it('does not fail before it is requested', () => given.when(Fail).thenNothingHappens());
  });

  describe('when requested', () => {
    const given = spec.given([Requested]);
    it('is taken with its position, time, rows and columns', () => given.when(Record()).then([Taken]));
    it('a repeated request changes nothing', () => given.when(Request()).thenNothingHappens());
    it('refuses a row count that is no count', () =>
      given.when(Record({ rowCount: -1 })).thenThrows(BusinessRuleError));
    it('refuses a snapshot without columns', () =>
      given.when(Record({ columns: [] })).thenThrows(BusinessRuleError));
    it('fails', () => given.when(Fail).then([Failed]));
  });

  describe('when taken', () => {
    const given = spec.given([Requested, Taken]);
    it('a retried job records nothing again', () => given.when(Record({ rowCount: 7 })).thenNothingHappens());
    it('a late failure changes nothing', () => given.when(Fail).thenNothingHappens());
  });

  describe('when failed', () => {
    const given = spec.given([Requested, Failed]);
    it('is not taken any more', () => given.when(Record()).thenThrows(BusinessRuleError));
  });
});
