import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, type ApiResponse, listQuery } from '../support/index.js';
import { sharedTestServer } from '../support/sharedTestServer.js';

/*
 * Issue 18 points 1 and 8: each builder over the demo data, as a user who may read it. References read as
 * names, grouping subtotals add up to the rows, sorting runs both ways, column filters narrow; bad grid states
 * are 400 naming the field, and those who may not read a type get 403.
 */

type Row = Record<string, unknown>;
interface Page {
  columns: { id: string; kind: string; aggregate?: 'sum' }[];
  rows: Row[];
  total: number;
  groups: { depth: number; key: Row; count: number; sums: Record<string, number> }[];
}

interface Builder {
  type: string;
  /** Who reads it: reportingUser, except the users' report (read User). */
  reader: 'reportingUser' | 'academicOpsAdmin';
  groupBy: string;
  sortBy: string;
  /** A text column to filter by a value of the first row. */
  filterBy: string;
}

const builders: Builder[] = [
  { type: 'CoursesBuilder', groupBy: 'Workgroup', sortBy: 'courseNumber', filterBy: 'courseNumber' },
  { type: 'CourseOfferingsBuilder', groupBy: 'Workgroup', sortBy: 'points', filterBy: 'courseNumber' },
  { type: 'InstructorsBuilder', groupBy: 'InstructorType', sortBy: 'lastName', filterBy: 'lastName' },
  {
    type: 'InstructorWorkloadsBuilder',
    groupBy: 'workloadStatus',
    sortBy: 'pointsAssigned',
    filterBy: 'name',
  },
  { type: 'SectionsBuilder', groupBy: 'Workgroup', sortBy: 'points', filterBy: 'courseNumber' },
  { type: 'SectionSchedulesBuilder', groupBy: 'Workgroup', sortBy: 'startTime', filterBy: 'courseNumber' },
  {
    type: 'TeachingAssignmentsBuilder',
    groupBy: 'instructorName',
    sortBy: 'points',
    filterBy: 'courseNumber',
  },
  { type: 'TeachingPreferencesBuilder', groupBy: 'Instructor', sortBy: 'weight', filterBy: 'Instructor' },
  {
    type: 'TeachingPreferenceSubmissionsBuilder',
    groupBy: 'status',
    sortBy: 'preferenceCount',
    filterBy: 'Instructor',
  },
  {
    type: 'UsersBuilder',
    reader: 'academicOpsAdmin' as const,
    groupBy: 'isFaculty',
    sortBy: 'username',
    filterBy: 'username',
  },
].map((builder) => ({ reader: 'reportingUser' as const, ...builder }));

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const everyRow = { pagination: { pageIndex: 0, pageSize: 1000 } };

let clients: Record<'reportingUser' | 'academicOpsAdmin' | 'sectionScheduler', ApiClient>;

const rowsPath = (type: string, state: unknown) =>
  `/api/reports/types/${type}/rows?state=${encodeURIComponent(typeof state === 'string' ? state : JSON.stringify(state))}`;

async function page(builder: Builder, state: object = {}): Promise<Page> {
  const answer = await clients[builder.reader].get(rowsPath(builder.type, { ...everyRow, ...state }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Page;
}

/** A 400 naming `field`. */
function expectRefused(answer: ApiResponse, field: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(Object.keys(answer.body.errors)).toContain(field);
  return answer.body.errors[field] as string;
}

beforeAll(async () => {
  const app = await sharedTestServer();
  const [reportingUser, academicOpsAdmin, sectionScheduler] = await Promise.all(
    ['reportingUser', 'academicOpsAdmin', 'sectionScheduler'].map((name) =>
      new ApiClient(app.url).signIn(name),
    ),
  );
  clients = {
    reportingUser: reportingUser!,
    academicOpsAdmin: academicOpsAdmin!,
    sectionScheduler: sectionScheduler!,
  };
}, 120_000);

describe.each(builders)('$type as $reader', (builder) => {
  let all: Page;
  beforeAll(async () => {
    all = await page(builder);
  });

  it('opens with rows that show references by name, not by id', () => {
    expect(all.rows.length).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThanOrEqual(all.rows.length);
    const ids = all.rows.flatMap((row) =>
      Object.entries(row).filter(
        ([key, value]) => key !== 'id' && typeof value === 'string' && uuid.test(value),
      ),
    );
    expect(ids).toEqual([]);
  });

  it('groups: counts add up to the total, subtotals to the sum over the rows', async () => {
    const grouped = await page(builder, { grouping: [builder.groupBy] });
    expect(grouped.total).toBe(all.total);
    // every row on the page: then every group is there
    expect(grouped.rows.length).toBe(grouped.total);
    expect(grouped.groups.length).toBeGreaterThan(0);
    expect(grouped.groups.every((group) => group.depth === 1)).toBe(true);
    expect(grouped.groups.reduce((sum, group) => sum + group.count, 0)).toBe(grouped.total);
    const summed = grouped.columns.filter((column) => column.aggregate === 'sum').map((column) => column.id);
    for (const id of summed) {
      const overRows = grouped.rows.reduce((sum, row) => sum + Number(row[id] ?? 0), 0);
      const overGroups = grouped.groups.reduce((sum, group) => sum + Number(group.sums[id] ?? 0), 0);
      expect(overGroups, id).toBeCloseTo(overRows, 6);
    }
    // each group's count is the number of its rows, which come ordered by the group column first
    for (const group of grouped.groups) {
      const members = grouped.rows.filter((row) => row[builder.groupBy] === group.key[builder.groupBy]);
      expect(members.length, JSON.stringify(group.key)).toBe(group.count);
    }
  });

  it('sorts both ways', async () => {
    const keysOf = async (desc: boolean) =>
      (await page(builder, { sorting: [{ id: builder.sortBy, desc }] })).rows.map(
        (row) => row[builder.sortBy],
      );
    const [ascending, descending] = await Promise.all([keysOf(false), keysOf(true)]);
    expect(ascending.length).toBe(all.rows.length);
    expect(descending).toEqual([...ascending].reverse());
    const numeric = all.columns.find((column) => column.id === builder.sortBy)!.kind !== 'text';
    const values = ascending.filter((value) => value !== null);
    if (numeric) expect(values.map(Number)).toEqual(values.map(Number).sort((a, b) => a - b));
    expect(new Set(ascending).size, 'the sort column should have distinct values').toBeGreaterThan(1);
  });

  it('narrows the rows by a column filter', async () => {
    const value = String(all.rows.find((row) => row[builder.filterBy])![builder.filterBy]);
    const filtered = await page(builder, { columnFilters: [{ id: builder.filterBy, value }] });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    for (const row of filtered.rows)
      expect(String(row[builder.filterBy]).toLowerCase()).toContain(value.toLowerCase());
  });

  it('is refused (403) to a section scheduler, who may not read Report', async () => {
    const answer = await clients.sectionScheduler.get(rowsPath(builder.type, everyRow));
    expect(answer.status).toBe(403);
  });
});

it("SectionsBuilder's Workgroup is the workgroup's name", async () => {
  const sections = await page(builders.find((builder) => builder.type === 'SectionsBuilder')!);
  const workgroups = await clients.academicOpsAdmin.get(`/api/workgroups${listQuery({ take: 1000 })}`);
  const names = new Set((workgroups.body as { name: string }[]).map((workgroup) => workgroup.name));
  const shown = sections.rows.map((row) => row.Workgroup).filter((name) => name !== null);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((name) => !names.has(name as string))).toEqual([]);
});

describe('bad input', () => {
  const sections = builders.find((builder) => builder.type === 'SectionsBuilder')!;
  const instructors = builders.find((builder) => builder.type === 'InstructorsBuilder')!;
  const ask = (builder: Builder, state: unknown) =>
    clients[builder.reader].get(rowsPath(builder.type, state));

  it('an unknown report type: 400 naming reportType', async () => {
    expectRefused(await clients.reportingUser.get(rowsPath('NoSuchBuilder', everyRow)), 'reportType');
  });

  it('a grid state naming an unknown column: 400 naming the field', async () => {
    const field = 'gridState.sorting.0.id';
    expect(
      expectRefused(await ask(sections, { sorting: [{ id: 'noSuchColumn', desc: false }] }), field),
    ).toMatch(/noSuchColumn/);
    expectRefused(await ask(sections, { grouping: ['noSuchColumn'] }), 'gridState.grouping.0');
    expectRefused(
      await ask(sections, { columnFilters: [{ id: 'noSuchColumn', value: 'x' }] }),
      'gridState.columnFilters.0.id',
    );
  });

  it('a column the reader may not read is refused like one that does not exist', async () => {
    const unknown = await ask(instructors, { sorting: [{ id: 'noSuchColumn', desc: false }] });
    const hidden = await ask(instructors, { sorting: [{ id: 'email', desc: false }] });
    const field = 'gridState.sorting.0.id';
    expect(expectRefused(hidden, field)).toBe(expectRefused(unknown, field).replace('noSuchColumn', 'email'));
    // and the reader's columns do not name it
    const types = await clients.reportingUser.get('/api/reports/types');
    const columns = types.body.find(
      (type: { reportType: string }) => type.reportType === 'InstructorsBuilder',
    ).columns;
    expect(columns.map((column: { id: string }) => column.id)).not.toContain('email');
    // academicOpsAdmin reads Instructor, so may sort by it
    const ops = await clients.academicOpsAdmin.get(
      rowsPath('InstructorsBuilder', { sorting: [{ id: 'email', desc: false }] }),
    );
    expect(ops.status).toBe(200);
  });

  it('a filter value of the wrong type: 400 naming the filter', async () => {
    expectRefused(
      await ask(sections, { columnFilters: [{ id: 'points', value: 'many' }] }),
      'gridState.columnFilters.0.value',
    );
    expectRefused(
      await ask(sections, { columnFilters: [{ id: 'coverageStatus', value: 'sideways' }] }),
      'gridState.columnFilters.0.value',
    );
  });

  it('malformed grid state JSON, or a state of the wrong shape: 400 naming state', async () => {
    expectRefused(await ask(sections, '{"sorting": ['), 'state');
    expectRefused(
      await ask(sections, { pagination: { pageIndex: 0, pageSize: 100_000 } }),
      'state.pagination.pageSize',
    );
  });

  it('reportingUser may not read the users report (403), nor find it among the types', async () => {
    const answer = await clients.reportingUser.get(rowsPath('UsersBuilder', everyRow));
    expect(answer.status).toBe(403);
    const types = await clients.reportingUser.get('/api/reports/types');
    expect(types.status).toBe(200);
    expect(types.body.map((type: { reportType: string }) => type.reportType)).not.toContain('UsersBuilder');
  });

  it('a section scheduler may not list the report types (403)', async () => {
    expect((await clients.sectionScheduler.get('/api/reports/types')).status).toBe(403);
  });
});
