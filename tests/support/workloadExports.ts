import ExcelJS from 'exceljs';
import { listQuery } from './apiClient.js';
import {
  active,
  type Agreement,
  type Dataset,
  eachLimit,
  fromDifference,
  get,
  mapOf,
  near,
  round2,
  shownOf,
} from './workloadReaders.js';

/** Every column of the InstructorWorkloads report but the instructor and their three numbers hidden. */
const reportState = {
  columnOrder: ['name', 'pointsRequired', 'pointsAssigned', 'pointsRemaining'],
  columnVisibility: Object.fromEntries(
    ['AcademicPeriod', 'InstructorType', 'Rank', 'Division', 'teachingPoints', 'adminPoints']
      .concat(['workloadStatus', 'sectionCount', 'adminAssignmentCount', 'isActive'])
      .map((column) => [column, false]),
  ),
  pagination: { pageIndex: 0, pageSize: 1000 },
};

/**
 * The readers that report, cost, write or explain the numbers: the InstructorWorkloads report's rows and
 * its XLSX export (required, assigned, remaining; every faculty member), cost (required, assigned),
 * InstructorEfforts (required, assigned, assigned - required), Email Instructors' recipients and merge
 * fields (required, assigned, remaining; active members) and Explain (required, assigned, remaining, and
 * its parts add up to assigned).
 */
export async function exportReaders(ds: Dataset, a: Agreement): Promise<void> {
  const { ops, periodId } = ds;
  const query = `AcademicPeriodId=${periodId}&state=${encodeURIComponent(JSON.stringify(reportState))}`;
  const page = await get(ops, `/api/reports/types/InstructorWorkloadsBuilder/rows?${query}`);
  a.checkAll('report rows', mapOf(page.rows, 'id', shownOf));
  await xlsxReader(ds, a, query);

  const costs = await get(ds.finance, `/api/instructorCosts?AcademicPeriodId=${periodId}`);
  a.checkAll(
    'cost',
    mapOf(costs.instructors, 'id', (row) => shownOf(row, false)),
  );
  const efforts = await get(
    ds.effort,
    `/api/instructorEfforts${listQuery({ filter: { AcademicPeriodId: periodId }, range: [0, 999] })}`,
  );
  a.checkAll('instructor efforts', mapOf(efforts, 'UserId', fromDifference));

  // active members with an address (those without are listed by id and name only)
  const { recipients } = await get(ops, `/api/emailInstructors/recipients?AcademicPeriodId=${periodId}`);
  a.checkAll('email recipients', mapOf(recipients, 'id', shownOf), (row) => row.isActive && !!row.email);
  const message = {
    AcademicPeriodId: periodId,
    subject: 'Workload',
    body: 'R={{requiredPoints}};A={{assignedPoints}};M={{remainingPoints}}',
  };
  await eachLimit(a.instructors.filter(active), 4, async (row) => {
    const answer = await ops.post('/api/emailInstructors/preview', { ...message, UserId: row.id });
    if (answer.status !== 200) return a.note(`email merge fields: ${row.name}: answered ${answer.status}`);
    const [, required, assigned, remaining] = /^R=(.*);A=(.*);M=(.*)$/.exec(answer.body.body) ?? [];
    const value = (field?: string) => (field === 'not set' ? null : Number(field));
    a.check('email merge fields', row.id, {
      required: value(required),
      assigned: value(assigned)!,
      remaining: value(remaining),
    });
  });

  await eachLimit(a.instructors, 4, async (row) => {
    const explained = await get(ops, `/api/history/explain/instructors/${row.id}?periodId=${periodId}`);
    const { required, assigned, remaining } = explained;
    a.check('Explain', row.id, { required: required.points, assigned, remaining });
    const parts = round2((explained.parts as any[]).reduce((total, part) => total + part.points, 0));
    if (!near(parts, assigned))
      a.note(`Explain: ${row.name}: assigned ${assigned} is not the sum of its parts (${parts})`);
  });
}

/** The report's XLSX export, for the same grid state: rows matched to instructors by name. */
async function xlsxReader(ds: Dataset, a: Agreement, query: string) {
  const path = `/api/reports/types/InstructorWorkloadsBuilder/export?format=xlsx&${query}`;
  const file = await fetch(`${ds.app.url}${path}`, { headers: { cookie: ds.ops.cookie } });
  if (file.status !== 200) return a.note(`report XLSX: answered ${file.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file.arrayBuffer()) as never);
  const cells: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => cells.push((row.values as unknown[]).slice(1)));
  const [header, ...rows] = cells as [string[], ...unknown[][]];
  const names = a.instructors.map((row) => row.name);
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicates.length > 0) a.note(`report XLSX: names shared by several instructors: ${duplicates}`);
  const idOf = new Map(a.instructors.map((row) => [row.name, row.id]));
  const cell = (row: unknown[], label: string) => row[header.indexOf(label)];
  const number = (value: unknown) => (value == null || value === '' ? null : Number(value));
  const shown = rows.map((row) => {
    const name = String(cell(row, 'Instructor'));
    return {
      id: idOf.get(name) ?? `named ${name}`,
      pointsRequired: number(cell(row, 'Required Points')),
      pointsAssigned: number(cell(row, 'Assigned Points')),
      pointsRemaining: number(cell(row, 'Remaining Points')),
    };
  });
  a.checkAll('report XLSX', mapOf(shown, 'id', shownOf));
}
