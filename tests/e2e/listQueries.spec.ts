import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, listQuery, sharedTestServer, type TestServer } from '../support/index.js';

let app: TestServer;
let ops: ApiClient;
beforeAll(async () => {
  app = await sharedTestServer();
  ops = await new ApiClient(app.url).signIn('academicOpsAdmin');
});

const courses = (params: Record<string, unknown>) => ops.get(`/api/courses${listQuery(params)}`);
const numbers = (rows: { courseNumber: string }[]) => rows.map((row) => row.courseNumber);

describe('list queries, both dialects (DESIGN §6)', () => {
  it('pages with range and reports Content-Range and X-Total-Count', async () => {
    const page = await courses({ range: [0, 4], sort: ['courseNumber', 'ASC'] });
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(5);
    const total = Number(page.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(20);
    expect(page.headers.get('content-range')).toBe(`courses 0-4/${total}`);
    expect(page.headers.get('access-control-expose-headers')).toMatch(/Content-Range/);
  });

  it("pages with take/skip and sorts with the spec's list of [field, direction]", async () => {
    const all = await courses({ sort: [['courseNumber', 'DESC']] });
    const page = await courses({ take: 3, skip: 2, sort: [['courseNumber', 'DESC']] });
    expect(numbers(page.body)).toEqual(numbers(all.body).slice(2, 5));
    expect(numbers(all.body)).toEqual([...numbers(all.body)].sort().reverse());
  });

  it('filters by equality, in, operators, free text, and ignores empty and "any" values', async () => {
    const { body: workgroups } = await ops.get(
      `/api/workgroups${listQuery({ filter: { name: 'Physics' } })}`,
    );
    expect(workgroups).toHaveLength(1);
    const physics = await courses({ filter: { WorkgroupId: workgroups[0].id } });
    expect(physics.body.every((c: { courseNumber: string }) => c.courseNumber.startsWith('PHYS'))).toBe(true);
    const inList = await courses({ filter: { courseNumber: ['MATH 151', 'CS 101'] } });
    expect(numbers(inList.body).sort()).toEqual(['CS 101', 'MATH 151']);
    const small = await courses({
      filter: { sectionMaxStudents: { lte: 40 }, courseNumber: { startsWith: 'cs' } },
    });
    expect(small.body.length).toBeGreaterThan(0);
    expect(small.body.every((c: { sectionMaxStudents: number }) => c.sectionMaxStudents <= 40)).toBe(true);
    const search = await courses({ filter: { q: 'calculus' } });
    expect(numbers(search.body).sort()).toEqual(['MATH 151', 'MATH 152', 'MATH 251']);
    const contains = await courses({ filter: { name: { contains: 'Chem' } } });
    expect(contains.body.length).toBeGreaterThan(3);
    const ignored = await courses({ filter: { WorkgroupId: 'any', name: '', courseNumber: [] } });
    expect(ignored.headers.get('x-total-count')).toBe((await courses({})).headers.get('x-total-count'));
    const wildcard = await courses({ filter: { name: { contains: '%' } } });
    expect(wildcard.body).toEqual([]);
  });

  it('counts a new record at once: totals are cached per filter but follow every write', async () => {
    const total = async (params: Record<string, unknown>) =>
      Number((await courses(params)).headers.get('x-total-count'));
    const [all, fresh] = [await total({}), await total({ filter: { q: 'freshly' } })];
    expect(await total({})).toBe(all); // served from the cache
    const { body } = await ops.post('/api/courses', { courseNumber: 'FRESH 1', name: 'Freshly made' });
    expect([await total({}), await total({ filter: { q: 'freshly' } })]).toEqual([all + 1, fresh + 1]);
    await ops.delete(`/api/courses/${body.id}`);
    expect(await total({})).toBe(all);
  });

  it('embeds includes', async () => {
    const { body } = await courses({ take: 2, include: ['Workgroup'] });
    expect(body[0].Workgroup).toMatchObject({ id: body[0].WorkgroupId, name: expect.any(String) });
  });

  it.each([
    [{ filter: { colour: 'red' } }, 'filter', /Cannot filter by "colour"/],
    [{ filter: { name: { like: 'x' } } }, 'filter', /unknown operator/],
    [{ filter: { isActive: { contains: 'x' } } }, 'filter', /not supported/],
    [{ filter: { WorkgroupId: 'not-a-uuid' } }, 'filter', /UUID/],
    [{ filter: { sectionMaxStudents: { gt: 'many' } } }, 'filter', /number/],
    [{ sort: ['colour', 'ASC'] }, 'sort', /Cannot sort by "colour"/],
    [{ sort: [['Workgroup', 'secret', 'ASC']] }, 'sort', /Cannot sort by "Workgroup.secret"/],
    [{ include: ['Everything'] }, 'include', /Cannot include/],
    [{ take: 5000 }, 'take', /At most 1000/],
    [{ range: [10, 2] }, 'range', /first <= last/],
    [{ filter: '{"name":' }, 'filter', /valid JSON/],
  ])('answers 400 for %j', async (params, field, message) => {
    const response = await courses(params);
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toMatch(message);
  });
});
