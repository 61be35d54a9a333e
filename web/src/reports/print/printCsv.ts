import jsonExport from 'jsonexport/dist/index.js';
import { downloadCSV } from 'react-admin';
import type { CoverageReport, LoadSheet } from './printTypes';

// so Excel reads the file as UTF-8
const byteOrderMark = '\uFEFF';
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
  jsonExport(rows, {}, (error: Error | null, csv: string) => {
    if (!error) downloadCSV(`${byteOrderMark}${csv}`, fileName('load-sheet', instructor.name, period.name));
  });
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
  jsonExport(rows, {}, (error: Error | null, csv: string) => {
    if (!error) downloadCSV(`${byteOrderMark}${csv}`, fileName('coverage', report.period.name));
  });
}
