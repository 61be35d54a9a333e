import { csvText } from '@tams/domain';
import { downloadCSV } from 'react-admin';
import type { CoverageReport, LoadSheet } from './printTypes';

/** Rows of one shape as CSV, their keys the header, through the server's writer (@tams/domain csvText). */
const csvOfRows = (rows: Record<string, unknown>[]) => {
  const header = Object.keys(rows[0] ?? {});
  return csvText(
    header,
    rows.map((row) => header.map((key) => row[key])),
  );
};
const today = () => new Date().toISOString().slice(0, 10);
const fileName = (...parts: string[]) => `${parts.join('-').replace(/[^\w.-]+/g, '_')}-${today()}`;

/** The load sheet as one CSV: a row per section and per admin assignment, then the totals. */
export function exportLoadSheet(sheet: LoadSheet) {
  const { instructor, period, totals } = sheet;
  const rows = [
    ...sheet.sections.map((row) => ({
      Kind: 'Section',
      'Course Number': row.courseNumber ?? '',
      Name: row.courseName ?? row.sectionName,
      Section: row.sectionNumber,
      Term: row.termName ?? '',
      Type: row.assignmentTypeName ?? '',
      Points: row.points,
      Notes: '',
    })),
    ...sheet.adminAssignments.map((row) => ({
      Kind: 'Admin assignment',
      'Course Number': '',
      Name: '',
      Section: '',
      Term: '',
      Type: row.typeName ?? '',
      Points: row.points,
      Notes: row.notes ?? '',
    })),
    ...(
      [
        ['Required', totals.pointsRequired],
        ['Assigned', totals.pointsAssigned],
        ['Remaining', totals.pointsRemaining],
      ] as const
    ).map(([label, points]) => ({
      Kind: label,
      'Course Number': '',
      Name: '',
      Section: '',
      Term: '',
      Type: '',
      Points: points ?? '',
      Notes: '',
    })),
  ];
  downloadCSV(csvOfRows(rows), fileName('load-sheet', instructor.name, period.name));
}

/** The coverage report as one CSV: a row per section with its workgroup, one flat table. */
export function exportCoverage(report: CoverageReport, workgroups = report.workgroups) {
  const rows = workgroups.flatMap((group) =>
    group.sections.map((row) => ({
      Workgroup: group.name ?? 'No workgroup',
      'Course Number': row.courseNumber ?? '',
      Name: row.courseName ?? row.sectionName,
      Section: row.sectionNumber,
      Term: row.termName ?? '',
      Coverage: row.coverageStatus,
      Points: row.points,
      Assigned: row.assignedPoints,
      Variance: row.variance,
      Instructors: row.instructors.map((one) => `${one.name} (${one.points})`).join('; '),
    })),
  );
  downloadCSV(csvOfRows(rows), fileName('coverage', report.period.name));
}
