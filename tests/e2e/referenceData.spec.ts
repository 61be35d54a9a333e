import { valueListDefinitions } from '@tams/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, startTestServer, type TestServer, createdRecord } from '../support/index.js';

/*
 * Reference data over HTTP (issue 5 point 1): the value lists of the Configuration submenu, the taxonomy
 * terms, locations and the taxonomies themselves; refusals append nothing; a referenced record is not
 * deleted (422 naming what refers to it). The rules per role: referenceDataAccess.spec.ts.
 */

let app: TestServer;
let admin: ApiClient;
let ops: ApiClient;
const eventCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from es_events`.execute(app.database.db)).rows[0]!.n);
let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;

beforeAll(async () => {
  app = await startTestServer({ label: 'e2e_reference_data' });
  [admin, ops] = await Promise.all([
    new ApiClient(app.url).signIn('admin'),
    new ApiClient(app.url).signIn('academicOpsAdmin'),
  ]);
});
afterAll(() => app?.stop());

interface Kind {
  resource: string;
  /** The unique, required text field: a value list's name, a location's code. */
  key: 'name' | 'code';
  max: number;
  manager: () => ApiClient;
}
/** Every value list of services/domain's catalogue, all managed by admin. */
const valueLists = valueListDefinitions.map((definition) => definition.name);
const kinds: Kind[] = [
  ...valueLists.map((resource): Kind => ({ resource, key: 'name', max: 100, manager: () => admin })),
  { resource: 'locations', key: 'code', max: 32, manager: () => ops },
];

const created = createdRecord;

describe.each(kinds)('$resource', ({ resource, key, max, manager }) => {
  const base = `/api/${resource}`;

  it('creates, finds by search, updates, keeps the history and deletes a record', async () => {
    const value = unique('Ref');
    const record = await created(manager(), resource, { [key]: value, description: 'First' });
    expect(record).toMatchObject({ [key]: value, description: 'First', isActive: true, version: 1 });
    const found = await manager().get(`${base}${listQuery({ filter: { q: value.slice(4) } })}`);
    expect(found.body.map((row: { id: string }) => row.id)).toEqual([record.id]);

    const updated = await manager().put(`${base}/${record.id}`, { isActive: false, version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ isActive: false, version: 2 });
    const history = await manager().get(`${base}/${record.id}/history`);
    expect(history.body.map((entry: { data: object }) => entry.data)).toMatchObject([
      { [key]: value },
      { changes: { isActive: false } },
    ]);

    expect((await manager().delete(`${base}/${record.id}`, { 'if-match': '"2"' })).status).toBe(200);
    expect((await manager().get(`${base}/${record.id}`)).status).toBe(404);
  });

  it('refuses a missing, too long, duplicate (in any case) or unknown field with 400, appending nothing', async () => {
    const taken = await created(manager(), resource, { [key]: unique('Taken') });
    const other = await created(manager(), resource, { [key]: unique('Other') });
    const before = await eventCount();
    const refusals: [object, string, RegExp][] = [
      [{ description: 'no key' }, key, /^Required$/],
      [{ [key]: 'x'.repeat(max + 1) }, key, new RegExp(`^Must be at most ${max} characters$`)],
      [{ [key]: String(taken[key]).toUpperCase() }, key, /^Already used by another /],
      [{ [key]: unique('Fine'), colour: 'blue' }, 'colour', /^Unknown field$/],
    ];
    for (const [body, field, reason] of refusals) {
      const answer = await manager().post(base, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors[field]).toMatch(reason);
    }
    const rename = await manager().put(`${base}/${other.id}`, {
      [key]: ` ${String(taken[key]).toLowerCase()}`,
      version: 1,
    });
    expect(rename.status).toBe(400);
    expect(rename.body.errors[key]).toMatch(/^Already used by another /);
    expect(await eventCount()).toBe(before);
  });

  it('refuses a stale version (409 in the body, 412 as If-Match), appending nothing', async () => {
    const record = await created(manager(), resource, { [key]: unique('Stale') });
    expect((await manager().put(`${base}/${record.id}`, { description: 'Two', version: 1 })).status).toBe(
      200,
    );
    const before = await eventCount();
    const stale = await manager().put(`${base}/${record.id}`, { description: 'Lost', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/was changed by someone else/);
    const staleDelete = await manager().delete(`${base}/${record.id}`, { 'if-match': '"1"' });
    expect(staleDelete.status).toBe(412);
    expect(await eventCount()).toBe(before);
    expect((await manager().get(`${base}/${record.id}`)).body).toMatchObject({ description: 'Two' });
  });
});

describe('taxonomies', () => {
  const taxonomyWithSlug = async (slug: string) =>
    (await admin.get(`/api/taxonomies${listQuery({ filter: { slug } })}`)).body[0] as
      { id: string; version: number } | undefined;
  const ensure = async (slug: string) =>
    (await taxonomyWithSlug(slug)) ?? (await created(admin, 'taxonomies', { slug, name: 'Ensured' }));

  it('takes only the five slugs, each once, and never changes a slug', async () => {
    const cohorts = await ensure('cohorts');
    // a free slug, so what refuses the move below is the slug being immutable, not taken
    const specialties = await taxonomyWithSlug('specialties');
    if (specialties) await admin.delete(`/api/taxonomies/${specialties.id}`);
    const before = await eventCount();
    const refusals: [object, RegExp][] = [
      [{ slug: 'cohorts', name: 'Again' }, /^Already used by another taxonomy$/],
      [{ slug: 'COHORTS', name: 'Again' }, /^Already used by another taxonomy$/],
      [
        { slug: 'faculties', name: 'Faculties' },
        /^Must be one of campuses, cohorts, majors, programs, specialties$/,
      ],
      [{ name: 'No slug' }, /^Required$/],
    ];
    for (const [body, reason] of refusals) {
      const answer = await admin.post('/api/taxonomies', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors.slug).toMatch(reason);
    }
    const moved = await admin.put(`/api/taxonomies/${cohorts.id}`, {
      slug: 'specialties',
      version: cohorts.version,
    });
    expect(moved.status).toBe(400);
    expect(moved.body.errors.slug).toBe('Cannot be changed once the record exists');
    expect(await eventCount()).toBe(before);
  });

  it('creates a taxonomy, switches it off, refuses a stale switch and deletes it', async () => {
    const existing = await taxonomyWithSlug('specialties');
    if (existing) await admin.delete(`/api/taxonomies/${existing.id}`);
    const specialties = await created(admin, 'taxonomies', { slug: 'specialties', name: 'Specialties' });
    expect(specialties).toMatchObject({ slug: 'specialties', isActive: true, version: 1 });
    const off = await admin.put(`/api/taxonomies/${specialties.id}`, { isActive: false, version: 1 });
    expect(off.body).toMatchObject({ isActive: false, version: 2 });
    const stale = await admin.put(`/api/taxonomies/${specialties.id}`, { isActive: true, version: 1 });
    expect(stale.status).toBe(409);
    expect((await admin.delete(`/api/taxonomies/${specialties.id}`)).status).toBe(200);
    expect((await admin.get(`/api/taxonomies/${specialties.id}`)).status).toBe(404);
  });
});

describe('deleting a referenced record', () => {
  /** Refused with 422 naming what refers to it, appending nothing; the record stays. */
  async function expectRefused(client: ApiClient, resource: string, id: string, message: RegExp) {
    const before = await eventCount();
    const refused = await client.delete(`/api/${resource}/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(message);
    expect(refused.body.errors.root.serverError).toBe(refused.body.message);
    expect(await eventCount()).toBe(before);
    expect((await client.get(`/api/${resource}/${id}`)).status).toBe(200);
  }
  /** A new course offered in the active period, and a term of that period. */
  async function freshOffering() {
    const period = (await ops.get('/api/academicPeriods/systemActive')).body;
    const terms = await ops.get(
      `/api/academicTerms${listQuery({ filter: { AcademicPeriodId: period.id } })}`,
    );
    const course = await created(ops, 'courses', { courseNumber: unique('REF'), name: 'Referenced' });
    const offering = await created(ops, 'courseOfferings', {
      CourseId: course.id,
      AcademicPeriodId: period.id,
      points: 3,
    });
    return { offering, termId: terms.body[0].id as string };
  }

  it('refuses a teaching mode an offering term mode uses, and deletes it once unused', async () => {
    const mode = await created(admin, 'teachingModes', { name: unique('Hybrid') });
    const { offering, termId } = await freshOffering();
    const termMode = await created(ops, 'offeringTermModes', {
      CourseOfferingId: offering.id,
      AcademicTermId: termId,
      TeachingModeId: mode.id,
    });
    await expectRefused(
      admin,
      'teachingModes',
      mode.id,
      /^This teaching mode cannot be deleted: 1 term mode/,
    );
    expect((await ops.delete(`/api/offeringTermModes/${termMode.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/teachingModes/${mode.id}`)).status).toBe(200);
  });

  it('refuses a location a section meeting takes place in', async () => {
    const location = await created(ops, 'locations', { code: unique('ROOM') });
    const mode = await created(admin, 'teachingModes', { name: unique('In person') });
    const { offering, termId } = await freshOffering();
    // a section runs in one of its offering's term modes
    await created(ops, 'offeringTermModes', {
      CourseOfferingId: offering.id,
      AcademicTermId: termId,
      TeachingModeId: mode.id,
    });
    const section = await created(ops, 'sections', {
      CourseOfferingId: offering.id,
      name: 'Referenced section',
      sectionNumber: '001',
      AcademicTermId: termId,
      TeachingModeId: mode.id,
      points: 3,
    });
    await created(ops, 'meetings', {
      SectionId: section.id,
      days: ['MO', 'WE'],
      frequency: 'weekly',
      startTime: '09:00',
      endTime: '10:15',
      LocationId: location.id,
    });
    await expectRefused(ops, 'locations', location.id, /^This location cannot be deleted: 1 meeting/);
    await expectRefused(admin, 'teachingModes', mode.id, /: 1 term mode, 1 section refer to it/);
  });

  it('refuses a rank and a campus that two faculty profiles list, naming the count', async () => {
    const rank = await created(admin, 'ranks', { name: unique('Lecturer') });
    const campus = await created(admin, 'campuses', { name: unique('North Campus') });
    for (const n of [1, 2]) {
      const user = await created(ops, 'users', {
        username: unique('refuser').replace(/\W/g, ''),
        firstName: 'Ref',
        lastName: `User ${n}`,
      });
      await created(ops, 'facultyProfiles', { UserId: user.id, RankId: rank.id, CampusIds: [campus.id] });
    }
    await expectRefused(
      admin,
      'ranks',
      rank.id,
      /^This rank cannot be deleted: 2 faculty profiles refer to it/,
    );
    await expectRefused(admin, 'campuses', campus.id, /2 faculty profiles refer to it/);
  });
});
