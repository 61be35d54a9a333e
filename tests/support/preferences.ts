import { ApiClient, type ApiResponse, listQuery } from './apiClient.js';
import { newFaculty } from './assignments.js';
import { expectOk, type Planning, type Row, uniqueName } from './planning.js';
import type { TestServer } from './testServer.js';

/**
 * Periods, faculty and preference lists for the teaching-preference suites (issue 7), made through the API:
 * periods and terms by academicOpsAdmin, preferences by the faculty member signed in as themselves.
 */
let years = 0;

/**
 * A new academic period (planning step 1: the preferences window is open) with a Fall and a Spring term,
 * and a Summer one unless `summer` is false; as a Planning whose offerings and sections go into it.
 */
export async function newPreferencePeriod(
  p: Planning,
  options: { summer?: boolean } = {},
): Promise<Planning> {
  const year = 2060 + 2 * ++years;
  const period = expectOk(
    await p.ops.post('/api/academicPeriods', {
      name: uniqueName(`Pref ${year}`),
      startDate: `${year}-08-01`,
      endDate: `${year + 1}-07-31`,
    }),
    'period',
  );
  const types = expectOk(
    await p.admin.get(`/api/academicTermTypes${listQuery({ take: 100 })}`),
    'term types',
  );
  const typeId = (name: string) => (types as unknown as Row[]).find((type) => type.name === name)!.id;
  const kinds: [string, string, string][] = [
    ['Fall', `${year}-08-20`, `${year}-12-15`],
    ['Spring', `${year + 1}-01-10`, `${year + 1}-05-10`],
    ...(options.summer === false
      ? []
      : [['Summer', `${year + 1}-05-20`, `${year + 1}-07-31`] as [string, string, string]]),
  ];
  const terms: Row[] = [];
  for (const [kind, startDate, endDate] of kinds)
    terms.push(
      expectOk(
        await p.ops.post('/api/academicTerms', {
          AcademicPeriodId: period.id,
          AcademicTermTypeId: typeId(kind),
          name: `${kind} ${year}`,
          startDate,
          endDate,
        }),
        'term',
      ),
    );
  return { ...p, period: { id: period.id, name: period.name }, terms };
}

export interface SignedFaculty {
  user: Row;
  client: ApiClient;
}

/** A new faculty member, signed in as themselves. */
export async function signedFaculty(app: TestServer, p: Planning): Promise<SignedFaculty> {
  const { user, username } = await newFaculty(app, p);
  return { user, client: await new ApiClient(app.url).signIn(username) };
}

export const preferenceOf = (term: Row, mode: Row, more: Record<string, unknown> = {}) => ({
  AcademicTermId: term.id,
  TeachingModeId: mode.id,
  weight: 3,
  ...more,
});

export const myPreferences = (client: ApiClient, periodId: string) =>
  client.get(`/api/myTeachingPreferences?AcademicPeriodId=${periodId}`);

/** Saves `preferences` on the version the faculty member has now; answers the response. */
export async function savePreferences(
  client: ApiClient,
  periodId: string,
  preferences: object[],
): Promise<ApiResponse> {
  const { version } = expectOk(await myPreferences(client, periodId), 'my preferences');
  return client.put('/api/myTeachingPreferences', { AcademicPeriodId: periodId, preferences, version });
}

/** Saves and submits `preferences` (2xx each, or it throws). */
export async function submitPreferences(client: ApiClient, periodId: string, preferences: object[]) {
  const saved = expectOk(await savePreferences(client, periodId, preferences), 'save preferences');
  return expectOk(
    await client.post('/api/myTeachingPreferences/submit', {
      AcademicPeriodId: periodId,
      version: saved.version,
    }),
    'submit preferences',
  );
}

/** The staff list's row of a faculty member in a period (academicOpsAdmin). */
export async function submissionRowOf(p: Planning, periodId: string, UserId: string): Promise<Row> {
  const rows = expectOk(
    await p.ops.get(
      `/api/preferenceSubmissions${listQuery({ filter: { AcademicPeriodId: periodId, UserId } })}`,
    ),
    'submission row',
  ) as unknown as Row[];
  if (rows.length !== 1) throw new Error(`expected one submission row, got ${rows.length}`);
  return rows[0]!;
}
