import type { HistoryChange, HistoryDifference } from '@tams/domain';
import type { ExportedReport } from '../reports/exports/exportSources.js';
import type { ExportedColumn } from '../reports/exports/reportCells.js';

const columns: ExportedColumn[] = [
  { id: 'change', label: 'Change', kind: 'text' },
  { id: 'kind', label: 'Kind', kind: 'text' },
  { id: 'label', label: 'Record', kind: 'text', width: 40 },
  { id: 'instructorBefore', label: 'Instructor before', kind: 'text', width: 24 },
  { id: 'instructorAfter', label: 'Instructor after', kind: 'text', width: 24 },
  { id: 'pointsBefore', label: 'Points before', kind: 'number' },
  { id: 'pointsAfter', label: 'Points after', kind: 'number' },
  { id: 'fields', label: 'Fields changed', kind: 'text', width: 30 },
  { id: 'changedAt', label: 'Last changed', kind: 'timestamp', width: 18 },
  { id: 'changedBy', label: 'Changed by', kind: 'text', width: 24 },
  { id: 'changedAs', label: 'Signed in as', kind: 'text', width: 24 },
  { id: 'via', label: 'Through', kind: 'text' },
  { id: 'changes', label: 'Every change', kind: 'text', width: 60 },
];

const changeLine = (change: HistoryChange) =>
  `${change.at} ${change.by?.name ?? 'system'}${change.as ? ` (as ${change.as.name})` : ''} via ${change.via ?? 'unknown'}: ${change.summary}`;

/** The difference's assignments as an export: one row each, its last change and every change in words. */
export function differenceExport(difference: HistoryDifference): ExportedReport {
  const name = `${difference.period.name} changes`;
  async function* rows() {
    for (const assignment of difference.assignments) {
      const last = assignment.changes.at(-1);
      yield {
        change: assignment.change,
        kind: assignment.kind,
        label: assignment.label,
        instructorBefore: assignment.instructor.before?.name ?? null,
        instructorAfter: assignment.instructor.after?.name ?? null,
        pointsBefore: assignment.points.before,
        pointsAfter: assignment.points.after,
        fields: assignment.fields.map((field) => field.label).join(', '),
        changedAt: last?.at ?? null,
        changedBy: last?.by?.name ?? null,
        changedAs: last?.as?.name ?? null,
        via: last?.via ?? null,
        changes: assignment.changes.map(changeLine).join('\n'),
      };
    }
  }
  return { name, columns, rows: rows() };
}
