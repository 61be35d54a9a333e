import type { Checkpoint, RecordedEvent } from '@tams/event-store';
import { describe, expect, it } from 'vitest';
import { aboutOf } from './changeFeedEvents.js';

const userId = '04f8996d-a763-75ff-aa68-0d7e50b5bb01';
const childId = '93bd2ca7-cd7b-7c8f-b244-661076c04774';
const event = (streamId: string, type: string, data: object = {}): RecordedEvent => ({
  streamId,
  streamVersion: 1,
  eventId: 'e',
  type,
  schemaVersion: 1,
  data,
  metadata: {},
  recordedAt: new Date(0),
  position: '00000000000000000001:00000000000000000001' as Checkpoint,
});
const named = (about: ReturnType<typeof aboutOf>) =>
  about.kind === 'record'
    ? { kind: about.kind, owner: about.owner.name, about: about.about.name, recordId: about.recordId }
    : about;

describe('what a change-feed event is about', () => {
  it("maps a record's own events and its children's to their resources, in the parent's stream", () => {
    expect(named(aboutOf(event(`user-${userId}`, 'UserCreated', { id: userId })))).toEqual({
      kind: 'record',
      owner: 'users',
      about: 'users',
      recordId: userId,
    });
    expect(named(aboutOf(event(`user-${userId}`, 'FinancialDataCreated', { id: childId })))).toEqual({
      kind: 'record',
      owner: 'users',
      about: 'financialData',
      recordId: childId,
    });
  });

  it("takes another event of a record's stream as about the record (as its history does)", () => {
    const signedIn = aboutOf(event(`user-${userId}`, 'UserSignedIn', { id: userId }));
    expect(named(signedIn)).toMatchObject({ about: 'users', recordId: userId });
    const approved = aboutOf(event(`academicPeriod-${userId}`, 'WorkgroupPlanApproved', { id: childId }));
    expect(approved).toMatchObject({ kind: 'record', recordId: userId, subject: 'WorkgroupApproval' });
  });

  it('carries the listed events of other streams under a subject, and never anything else', () => {
    expect(aboutOf(event('system-activeAcademicPeriod', 'ActiveAcademicPeriodChanged'))).toEqual({
      kind: 'other',
      subject: 'AcademicPeriod',
      recordId: 'activeAcademicPeriod',
    });
    for (const [streamId, type] of [
      [`dataExport-${childId}`, 'DataExportRequested'],
      [`savedReport-${childId}`, 'SavedReportCreated'],
      [`system-activeAcademicPeriod`, 'SomethingNew'],
      [`somethingNew-${childId}`, 'EffortImportStarted'],
      ['nohyphen', 'UserCreated'],
    ])
      expect(aboutOf(event(streamId!, type!)), `${streamId} ${type}`).toEqual({ kind: 'never' });
  });
});
