import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import {
  NotFoundError,
  NotPermittedError,
  RecordVersionConflictError,
  ValidationError,
} from '../shared/errors.js';
import { emptyGridState } from './gridState.js';
import { type SavedReportEvent, savedReportDecider } from './savedReport.js';

const spec = deciderSpec(savedReportDecider);
const id = '0190a000-0000-7000-8000-00000000e001';
const owner = '0190a000-0000-7000-8000-00000000e002';
const other = '0190a000-0000-7000-8000-00000000e003';
const gridState = { ...emptyGridState(), grouping: ['Workgroup'] };
const byOwner = { actorUserId: owner, managesReports: false };
const byManager = { actorUserId: other, managesReports: true };
const byOther = { actorUserId: other, managesReports: false };

const Created: SavedReportEvent = {
  type: 'SavedReportCreated',
  data: { id, name: 'Sections by workgroup', reportType: 'SectionsBuilder', gridState, OwnerUserId: owner },
};
const Published: SavedReportEvent = { type: 'SavedReportPublished', data: { id } };

describe('Saved reports', () => {
  describe('saving', () => {
    const given = spec.given([]);
    it('saves a report under a trimmed name, owned by who saved it', () =>
      given
        .when({
          type: 'SaveReport',
          id,
          ...byOwner,
          name: '  Sections by workgroup ',
          reportType: 'SectionsBuilder',
          gridState,
        })
        .then([Created]));
    it('refuses an empty name', () =>
      given
        .when({ type: 'SaveReport', id, ...byOwner, name: ' ', reportType: 'SectionsBuilder', gridState })
        .thenThrows(ValidationError, (error) => 'name' in error.fieldErrors));
  });

  describe('a saved report', () => {
    const given = spec.given([Created]);
    it('is renamed and changed by its owner', () =>
      given
        .when({
          type: 'ChangeSavedReport',
          id,
          ...byOwner,
          expectedVersion: 1,
          name: 'By workgroup',
          gridState,
        })
        .then([
          { type: 'SavedReportRenamed', data: { id, name: 'By workgroup' } },
          { type: 'SavedReportGridStateChanged', data: { id, gridState } },
        ]));
    it('is not changed by someone else, even a manager', () =>
      given
        .when({ type: 'ChangeSavedReport', id, ...byManager, expectedVersion: 1, name: 'Mine now' })
        .thenThrows(NotPermittedError));
    it('refuses a change made to an older version', () =>
      given
        .when({ type: 'ChangeSavedReport', id, ...byOwner, expectedVersion: 0, name: 'Late' })
        .thenThrows(RecordVersionConflictError));
    it('is deleted by its owner', () =>
      given
        .when({ type: 'DeleteSavedReport', id, ...byOwner, expectedVersion: 1 })
        .then([{ type: 'SavedReportDeleted', data: { id } }]));
    it('is not deleted by another user', () =>
      given.when({ type: 'DeleteSavedReport', id, ...byOther }).thenThrows(NotPermittedError));
    it('is published by a manager, once', () =>
      given.when({ type: 'PublishSavedReport', id, ...byManager }).then([Published]));
    it('is not published by its owner without manage Report', () =>
      given.when({ type: 'PublishSavedReport', id, ...byOwner }).thenThrows(NotPermittedError));
  });

  describe('a published report', () => {
    const given = spec.given([Created, Published]);
    it('publishing again changes nothing', () =>
      given.when({ type: 'PublishSavedReport', id, ...byManager }).then([]));
    it('is unpublished by a manager', () =>
      given
        .when({ type: 'UnpublishSavedReport', id, ...byManager })
        .then([{ type: 'SavedReportUnpublished', data: { id } }]));
    it('may be removed by a manager', () =>
      given
        .when({ type: 'DeleteSavedReport', id, ...byManager })
        .then([{ type: 'SavedReportDeleted', data: { id } }]));
  });

  describe('a deleted report', () => {
    const given = spec.given([Created, { type: 'SavedReportDeleted', data: { id } }]);
    it('is not found', () =>
      given
        .when({ type: 'ChangeSavedReport', id, ...byOwner, expectedVersion: 2 })
        .thenThrows(NotFoundError));
  });
});
