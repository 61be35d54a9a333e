import { draftFacts, type ReadModels } from '@tams/projections';
import { ApiClient, listQuery } from './apiClient.js';
import type { TestServer } from './testServer.js';

/**
 * The readers of an instructor's required, assigned and remaining points (DESIGN §19, issue 36), each
 * compared with the instructors list (GET /api/instructors), which says what every other reader should
 * show. A disagreement is kept as `reader: instructor: field expected X vs got Y`. Each reader is compared
 * on the fields it shows, said where it is read; the report, cost, effort, email and Explain readers are
 * in workloadExports.ts.
 */
export interface Points {
  required: number | null;
  assigned: number;
  remaining: number | null;
}
export interface Instructor extends Points {
  id: string;
  name: string;
  username: string | null;
  email: string | null;
  /** Holds the faculty role: signs in to My Workload, My Teaching and the dashboard's own card. */
  facultyRole: boolean;
  isActive: boolean;
  receiveAssignments: boolean;
  source: string | null;
  adminPoints: number;
  status: string;
}
export type Shown = Partial<Points>;
export interface Dataset {
  app: TestServer;
  periodId: string;
  ops: ApiClient;
  finance: ApiClient;
  effort: ApiClient;
  /** An uncovered section of the period: suggestions and the assign preview are asked for it. */
  sectionId: string;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;
export const near = (a: number | null | undefined, b: number | null | undefined) =>
  a === b || (a != null && b != null && Math.abs(a - b) < 0.005);
const text = (value: unknown) => (value === undefined ? 'absent' : JSON.stringify(value));
export const get = async (client: ApiClient, path: string) => {
  const answer = await client.get(path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};
/** A row's points under their usual names (pointsRequired...); `remaining: false`: a reader without it. */
export const shownOf = (row: any, remaining = true): Shown => ({
  required: row.pointsRequired,
  assigned: row.pointsAssigned,
  ...(remaining ? { remaining: row.pointsRemaining } : {}),
});
/** Where a reader shows assigned - required (pointsDifference) instead of remaining. */
export const fromDifference = (row: any): Shown => ({
  required: row.pointsRequired,
  assigned: row.pointsAssigned,
  remaining: row.pointsDifference === null ? null : -row.pointsDifference,
});
export const mapOf = (rows: readonly any[], key: string, shown: (row: any) => Shown) =>
  new Map<string, Shown>(rows.map((row) => [row[key], shown(row)]));
export const active = (row: Instructor) => row.isActive;

/** `each` over `items`, `width` at a time. */
export async function eachLimit<T>(items: readonly T[], width: number, each: (item: T) => Promise<void>) {
  let next = 0;
  const run = async () => {
    while (next < items.length) await each(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, run));
}

export class Agreement {
  readonly mismatches: string[] = [];
  /** How many instructors each reader was compared for (a reader that shows nobody agrees vacuously). */
  readonly counts = new Map<string, number>();
  readonly byId: Map<string, Instructor>;
  constructor(readonly instructors: Instructor[]) {
    this.byId = new Map(instructors.map((row) => [row.id, row]));
    for (const row of instructors) this.check('instructors list', row.id, row);
  }
  note(message: string) {
    this.mismatches.push(message);
  }
  /** What `reader` shows of instructor `id` against `expected` (the list's), and remaining = required - assigned. */
  check(reader: string, id: string, got: Shown | undefined, expected?: Points) {
    const row = this.byId.get(id);
    if (!row) return this.note(`${reader}: an instructor the list does not have: ${id}`);
    if (!got) return this.note(`${reader}: ${row.name}: missing`);
    this.counts.set(reader, (this.counts.get(reader) ?? 0) + 1);
    const want = expected ?? row;
    for (const field of ['required', 'assigned', 'remaining'] as const)
      if (field in got && !near(want[field], got[field]))
        this.note(
          `${reader}: ${row.name}: ${field} expected ${text(want[field])} vs got ${text(got[field])}`,
        );
    if (got.required != null && got.assigned != null && 'remaining' in got) {
      const difference = round2(got.required - got.assigned);
      if (!near(got.remaining, difference))
        this.note(`${reader}: ${row.name}: remaining ${text(got.remaining)} is not required - assigned`);
    }
  }
  /** `shown` by id for every instructor `scope` keeps (absent: missing), and none the list lacks. */
  checkAll(reader: string, shown: Map<string, Shown>, scope: (row: Instructor) => boolean = () => true) {
    for (const row of this.instructors) if (scope(row)) this.check(reader, row.id, shown.get(row.id));
    for (const id of shown.keys()) if (!this.byId.has(id)) this.check(reader, id, {});
  }
}

/** The instructors list of the period (every faculty member), with usernames and roles from /api/users. */
export async function instructorsList(ops: ApiClient, periodId: string): Promise<Agreement> {
  const [rows, users] = await Promise.all([
    get(ops, `/api/instructors${listQuery({ filter: { AcademicPeriodId: periodId }, range: [0, 999] })}`),
    get(ops, `/api/users${listQuery({ filter: { isFaculty: true }, range: [0, 999] })}`),
  ]);
  const userOf = new Map((users as any[]).map((user) => [user.id, user]));
  return new Agreement(
    (rows as any[]).map((row) => ({
      ...(shownOf(row) as Points),
      id: row.id,
      name: row.name,
      username: userOf.get(row.id)?.username ?? null,
      email: row.email,
      facultyRole: (userOf.get(row.id)?.Roles ?? []).includes('faculty'),
      isActive: row.isActive,
      receiveAssignments: row.receiveAssignments,
      source: row.pointsRequiredSource,
      adminPoints: row.adminPoints,
      status: row.workloadStatus,
    })),
  );
}

/**
 * The planning readers: the instructor page (required, assigned, remaining) and its per-period workload
 * table (assigned), the dashboard's staff card (totals), suggestions and the assign preview (required,
 * assigned, the points after and the overload warning), and the auto-draft's facts (required, assigned).
 */
export async function planningReaders(ds: Dataset, a: Agreement): Promise<void> {
  const { ops, periodId } = ds;
  const all = a.instructors;
  await eachLimit(all, 4, async (row) => {
    const page = await get(ops, `/api/instructors/${row.id}?AcademicPeriodId=${periodId}`);
    a.check('instructor page', row.id, shownOf(page));
  });
  // one row per period where something is assigned: none is 0
  const workloads = await get(
    ops,
    `/api/instructorWorkloads${listQuery({ filter: { AcademicPeriodId: periodId }, range: [0, 999] })}`,
  );
  const assignedOf = new Map((workloads as any[]).map((row) => [row.UserId, row.pointsAssigned]));
  for (const row of all) a.check('instructor workloads', row.id, { assigned: assignedOf.get(row.id) ?? 0 });

  // the staff card: over active faculty, required summed where set, assigned over all (DESIGN §19)
  const dashboard = await get(ops, '/api/dashboard');
  if (dashboard.period?.id !== periodId) a.note(`dashboard: period ${dashboard.period?.id}, not ${periodId}`);
  const live = all.filter(active);
  const sum = (values: number[]) => round2(values.reduce((total, value) => total + value, 0));
  const statuses = ['over', 'under', 'met', 'notSet'];
  const expected: Record<string, number> = {
    faculty: live.length,
    pointsRequired: sum(live.map((row) => row.required ?? 0)),
    pointsAssigned: sum(live.map((row) => row.assigned)),
    ...Object.fromEntries(statuses.map((s) => [s, live.filter((row) => row.status === s).length])),
  };
  a.counts.set('dashboard staff card', live.length);
  for (const [field, value] of Object.entries(expected)) {
    const got = dashboard.facultyWorkload?.[field];
    if (!near(got, value))
      a.note(`dashboard staff card: all active faculty: ${field} expected ${value} vs got ${text(got)}`);
  }

  // every active member is a suggestion for a section nobody teaches (a candidate or under cannotTake)
  const suggested = (await get(
    ops,
    `/api/suggestedAssignees${listQuery({ filter: { SectionId: ds.sectionId }, range: [0, 99] })}`,
  )) as any[];
  for (const s of suggested) afterAndWarning('suggestions', a, s, `${s.pointsAfter} of ${s.pointsRequired} `);
  a.checkAll(
    'suggestions',
    mapOf(suggested, 'UserId', (s) => shownOf(s, false)),
    active,
  );
  await eachLimit(all, 4, async (row) => {
    const body = { SectionId: ds.sectionId, UserId: row.id };
    const answer = await ops.post('/api/teachingAssignments/preview', body);
    if (answer.status !== 200) return a.note(`assign preview: ${row.name}: answered ${answer.status}`);
    const p = answer.body;
    a.check('assign preview', row.id, shownOf(p, false));
    afterAndWarning('assign preview', a, p, `${p.pointsAfter} of ${p.pointsRequired} required`);
    const remaining = p.pointsRequired === null ? null : round2(p.pointsRequired - p.pointsAfter);
    if (!near(p.pointsRemainingAfter, remaining))
      a.note(`assign preview: ${row.name}: remaining after ${p.pointsRemainingAfter}, not ${remaining}`);
  });

  // the draft job's own function (workers/src/autoDraft/autoDraftJob.ts), as aemEnabled has it
  const facts = await draftFacts(ds.app.database.db as unknown as ReadModels, {
    AcademicPeriodId: periodId,
    effortEnabled: true,
  });
  const draft = (i: any) => ({ required: i.pointsRequired, assigned: i.pointsAssigned });
  a.checkAll(
    'auto-draft facts',
    mapOf(facts.instructors, 'id', draft),
    (row) => row.isActive && row.receiveAssignments,
  );
}

/** Points after = assigned + the share; the overload warning exactly when they pass required, naming both. */
function afterAndWarning(reader: string, a: Agreement, answer: any, words: string) {
  const name = answer.instructorName ?? answer.UserId;
  const after = round2(answer.pointsAssigned + answer.points);
  if (!near(answer.pointsAfter, after))
    a.note(`${reader}: ${name}: points after ${answer.pointsAfter}, not ${after}`);
  const over = (answer.warnings as any[]).find((warning) => warning.kind === 'overload');
  const due = answer.pointsRequired !== null && after > answer.pointsRequired && answer.points > 0;
  if (due !== !!over || (over && !over.message.includes(words)))
    a.note(`${reader} warning: ${name}: ${text(over?.message)} at ${after} of ${answer.pointsRequired}`);
}

/**
 * The faculty member's own readers, signed in as them: the dashboard's "My workload" card, My Workload and
 * My Teaching (required, assigned, remaining; My Teaching shows assigned - required). Before the period is
 * published to faculty they count administrative points only as assigned (myPages/publishedNumbers.ts).
 */
export async function facultyReaders(ds: Dataset, a: Agreement, published: boolean): Promise<void> {
  const when = published ? 'published' : 'unpublished';
  const people = a.instructors.filter((row) => row.facultyRole && row.isActive && row.username);
  await eachLimit(people, 3, async (row) => {
    const seen = published ? row.assigned : row.adminPoints;
    const remaining = row.required === null ? null : round2(row.required - seen);
    const expected: Points = { required: row.required, assigned: seen, remaining };
    const faculty = await new ApiClient(ds.app.url).signIn(row.username!);
    const { period, mine } = await get(faculty, '/api/dashboard');
    if (period?.id !== ds.periodId) a.note(`dashboard own card: ${row.name}: period ${period?.id}`);
    a.check(`dashboard own card (${when})`, row.id, mine && shownOf(mine), expected);
    const workload = await get(faculty, `/api/myWorkload?AcademicPeriodId=${ds.periodId}`);
    a.check(`My Workload (${when})`, row.id, shownOf(workload), expected);
    const { periods } = await get(faculty, '/api/myTeaching');
    const teaching = periods.find((p: any) => p.AcademicPeriodId === ds.periodId);
    a.check(`My Teaching (${when})`, row.id, teaching && fromDifference(teaching), expected);
  });
}
