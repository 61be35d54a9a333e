import { type ActiveAcademicPeriodChanged, academicPeriods, eventTypesOf } from '@tams/domain';
import type { ReadModelTable } from '../framework/readModelTable.js';
import { progressExtension } from '../progress/projection.js';
import { type ProjectionExtension, recordProjection } from '../framework/recordProjection.js';

/** One row: which period the system's active-period stream names, whatever order the log brings. */
const activeTable: ReadModelTable = {
  name: 'systemActiveAcademicPeriod',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'AcademicPeriodId', sqlType: 'uuid' },
    // who made it active: the socket's activeAcademicPeriodUpdated names them
    { name: 'updatedBy', sqlType: 'uuid' },
  ],
  indexes: [],
};
export type SystemActiveAcademicPeriodRow = {
  id: string;
  version: number;
  AcademicPeriodId: string | null;
  updatedBy: string | null;
};

const activeRowId = '00000000-0000-7000-8000-000000000001';
const periodCreated = eventTypesOf(academicPeriods).created;

/**
 * isSystemActive from the system's active-period stream. The two streams are independent, so the
 * activation may come first in the log (concurrent writers): a period created after its activation is
 * marked active when it is created.
 */
const activeExtension: ProjectionExtension = {
  handles: ['ActiveAcademicPeriodChanged'],
  tables: [activeTable],
  touches(event, rows) {
    rows.want(activeTable.name, activeRowId);
    if (event.type !== 'ActiveAcademicPeriodChanged') return;
    const { data } = event as unknown as ActiveAcademicPeriodChanged;
    rows.want('academicPeriods', data.AcademicPeriodId);
    rows.want('academicPeriods', data.previousAcademicPeriodId);
  },
  apply(event, rows) {
    const active = rows.get(activeTable.name, activeRowId);
    if (event.type === periodCreated) {
      const id = (event.data as { id: string }).id;
      const period = rows.get('academicPeriods', id);
      if (period && active?.AcademicPeriodId === id)
        rows.put('academicPeriods', { ...period, isSystemActive: true });
      return;
    }
    if (event.type !== 'ActiveAcademicPeriodChanged') return;
    const { data } = event as unknown as ActiveAcademicPeriodChanged;
    if (active && Number(active.version) >= event.streamVersion) return;
    rows.put(activeTable.name, {
      id: activeRowId,
      version: event.streamVersion,
      AcademicPeriodId: data.AcademicPeriodId,
      updatedBy: event.metadata.actorId ?? null,
    });
    const previous =
      data.previousAcademicPeriodId && rows.get('academicPeriods', data.previousAcademicPeriodId);
    if (previous) rows.put('academicPeriods', { ...previous, isSystemActive: false });
    const next = rows.get('academicPeriods', data.AcademicPeriodId);
    if (next) rows.put('academicPeriods', { ...next, isSystemActive: true });
  },
};

/** Several extensions of one record projection, each seeing the events it handles. */
const bothExtensions = (...parts: ProjectionExtension[]): ProjectionExtension => ({
  handles: parts.flatMap((part) => part.handles),
  tables: parts.flatMap((part) => part.tables ?? []),
  touches: (event, rows) => {
    for (const part of parts) part.touches(event, rows);
  },
  apply: (event, rows) => {
    for (const part of parts) part.apply(event, rows);
  },
});

/**
 * Academic periods and their terms, with isSystemActive (the active-period stream) and the progress of
 * each period: progressStep, publishedForFaculty, progress actions and workgroup approvals (progress.ts).
 */
export const academicPeriodsProjection = recordProjection(academicPeriods, {
  version: 3,
  extension: bothExtensions(activeExtension, progressExtension),
});
