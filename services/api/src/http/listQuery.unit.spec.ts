import { courses, ValidationError } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { allowListOf } from '../resources/allowList.js';
import { parseListQuery } from '@tams/projections';

const allow = allowListOf(courses);
const parse = (query: Record<string, unknown>) =>
  parseListQuery(
    Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
    allow,
  );
const errorOf = (query: Record<string, unknown>) => {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof ValidationError) return error.fieldErrors;
    throw error;
  }
  return undefined;
};

describe('list query parser (DESIGN §6)', () => {
  it('defaults: the resource sort, the first 1000', () =>
    expect(parse({})).toEqual({
      filters: [],
      q: undefined,
      sort: [{ field: 'courseNumber', direction: 'ASC' }],
      offset: 0,
      limit: 1000,
      include: [],
    }));

  it('reads the simple-rest dialect', () =>
    expect(
      parse({ range: [10, 34], sort: ['name', 'DESC'], filter: { q: 'calc', isActive: true } }),
    ).toMatchObject({
      offset: 10,
      limit: 25,
      q: 'calc',
      sort: [{ field: 'name', direction: 'DESC' }],
      filters: [{ field: 'isActive', op: 'eq', value: true }],
    }));

  it('reads the spec dialect: take, skip, a list of sorts, operators, include', () =>
    expect(
      parse({
        take: '5',
        skip: '20',
        sort: [
          ['unitsMax', 'DESC'],
          ['name', 'asc'],
        ],
        filter: { unitsMax: { gte: '2', lt: 4 }, WorkgroupId: { isNull: true }, courseNumber: ['A', 'B'] },
        include: ['Workgroup'],
      }),
    ).toEqual({
      offset: 20,
      limit: 5,
      q: undefined,
      sort: [
        { field: 'unitsMax', direction: 'DESC' },
        { field: 'name', direction: 'ASC' },
      ],
      filters: [
        { field: 'unitsMax', op: 'gte', value: 2 },
        { field: 'unitsMax', op: 'lt', value: 4 },
        { field: 'WorkgroupId', op: 'isNull', value: true },
        { field: 'courseNumber', op: 'in', value: ['A', 'B'] },
      ],
      include: ['Workgroup'],
    }));

  it('ignores empty values, empty lists and "any" (spec §5)', () =>
    expect(
      parse({ filter: { name: '', courseNumber: [], WorkgroupId: 'any', unitsMax: { gte: '' } } }).filters,
    ).toEqual([]));

  it('accepts include as a comma list too', () =>
    expect(parse({ include: 'Workgroup' }).include).toEqual(['Workgroup']));

  it.each([
    [{ filter: { password: 'x' } }, 'filter'],
    [{ filter: { name: { regex: '.*' } } }, 'filter'],
    [{ filter: { unitsMax: { contains: '1' } } }, 'filter'],
    [{ filter: { createdAt: { gt: 'yesterday' } } }, 'filter'],
    [{ filter: { unitsMax: { between: [1] } } }, 'filter'],
    [{ filter: [1, 2] }, 'filter'],
    [{ filter: '{' }, 'filter'],
    [{ sort: ['name', 'ASC', 'x'] }, 'sort'],
    [{ sort: [['name; drop table courses', 'ASC']] }, 'sort'],
    [{ sort: 'name' }, 'sort'],
    [{ range: [0, 1000] }, 'range'],
    [{ range: [5, 1] }, 'range'],
    [{ take: '0' }, 'take'],
    [{ take: '1001' }, 'take'],
    [{ skip: '-1' }, 'skip'],
    [{ range: [0, 9], take: '5' }, 'range'],
    [{ include: ['Secrets'] }, 'include'],
    // issue 15: built-in object names, unstorable values, values beyond their column
    [{ filter: '{"toString":"x"}' }, 'filter'],
    [{ filter: '{"constructor":{"eq":"x"}}' }, 'filter'],
    [{ filter: '{"__proto__":"x"}' }, 'filter'],
    [{ filter: '{"hasOwnProperty":"x"}' }, 'filter'],
    [{ select: 'toString' }, 'select'],
    [{ select: 'constructor,name' }, 'select'],
    [{ sort: ['__proto__', 'ASC'] }, 'sort'],
    [{ filter: { name: 'a\u0000b' } }, 'filter'],
    [{ filter: { name: { contains: '\ud800' } } }, 'filter'],
    [{ filter: { q: 'x\u0000' } }, 'filter'],
    [{ filter: { createdAt: { gt: '1' } } }, 'filter'],
    [{ filter: { sectionMaxStudents: 2 ** 31 } }, 'filter'],
  ])('refuses %j, naming "%s"', (query, field) => expect(errorOf(query)).toHaveProperty(field));
});
