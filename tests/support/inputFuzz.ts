/**
 * Generated bad input for every API route (issue 15 item 5): bodies with wrong types, NUL, lone
 * surrogates, huge numbers, impossible dates, built-in object names as keys and unknown keys; list
 * parameters (filter, sort, range, select, include, take, skip) made of the same. inputFuzz.spec.ts drives
 * them through HTTP and checks what every refusal must hold.
 */
import { resourceDefinitions, standardColumns } from '@tams/domain';
import fc from 'fast-check';

/** Keys that name the built-ins of every JS object: a lookup that is not own-property finds them. */
export const prototypeKeys = [
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'prototype',
] as const;

const nastyStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '0000-01-01',
  '2024-02-31',
  '1899-12-31',
  '3000-01-01',
  '2024-13-01',
  '2024-02-30T10:00:00Z',
  '2024-01-01T25:00:00Z',
  '0000-01-01T00:00:00Z',
  '1',
  '',
  '   ',
  'z'.repeat(36),
  'a'.repeat(36),
  '00000000-0000-0000-0000-00000000000g',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '-1',
  '1e999',
  "' or 1=1 --",
  '%_\\',
  'x'.repeat(5000),
  ...prototypeKeys,
];
const nastyNumbers = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 63,
  -1,
  0.1,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
];

/** A JSON text to splice in as it is (so that `__proto__` stays a key, as a hostile client sends it). */
class RawJson {
  constructor(readonly text: string) {}
}
type Value = unknown;

export const jsonText = (value: Value): string => {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
};
const objectText = (entries: readonly (readonly [string, Value])[]) =>
  new RawJson(`{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`);

const scalar: fc.Arbitrary<Value> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 6 },
  { arbitrary: fc.constantFrom(...nastyNumbers), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
);
const protoObject = fc
  .array(fc.tuple(fc.constantFrom(...prototypeKeys), scalar), { minLength: 1, maxLength: 2 })
  .map(objectText);
/** A value of any wrong shape: scalars, lists of them, objects keyed by built-in names. */
export const badValue: fc.Arbitrary<Value> = fc.oneof(
  { arbitrary: scalar, weight: 8 },
  { arbitrary: fc.array(scalar, { maxLength: 3 }), weight: 1 },
  { arbitrary: protoObject, weight: 1 },
);

/** Names a body or filter of this route might use: its resource's fields, and those of the custom routes. */
export function keysOf(path: string): string[] {
  const resource = path.split('/')[2] ?? '';
  const definition = (resourceDefinitions as Record<string, { fields: object; computed?: object }>)[resource];
  const own = definition
    ? [...Object.keys(definition.fields), ...Object.keys(definition.computed ?? {})]
    : [];
  return [
    ...new Set([
      ...own,
      ...standardColumns,
      // the bodies of routes outside the record mechanism
      'username',
      'value',
      'records',
      'values',
      'AcademicPeriodId',
      'WorkgroupId',
      'SectionId',
      'UserId',
      'planVersion',
      'note',
      'reason',
      'action',
      'fromStep',
      'preferences',
      'points',
      'masterId',
      'duplicateId',
      'sourceAcademicPeriodId',
      'targetAcademicPeriodId',
      'includeMeetings',
      'WorkingAcademicPeriodId',
      'name',
      'startDate',
      'until',
      'q',
    ]),
  ];
}

/**
 * A body: `base` (a real record, so that required fields are there and the bad one is what gets judged)
 * with a few keys set to bad values, or a body of the wrong shape altogether.
 */
export function badBody(keys: readonly string[], base: Record<string, unknown> | undefined) {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys), weight: 6 },
    { arbitrary: fc.constantFrom(...prototypeKeys), weight: 2 },
    { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
  );
  // mostly one bad key, so that it is the one judged (more would hide behind the first refusal)
  const changes = fc.oneof(
    { arbitrary: fc.tuple(key, badValue).map((entry) => [entry]), weight: 4 },
    { arbitrary: fc.array(fc.tuple(key, badValue), { minLength: 2, maxLength: 3 }), weight: 1 },
  );
  const onBase = changes.map((entries) => {
    const changed = new Set(entries.map(([name]) => name));
    const kept = Object.entries(base ?? {}).filter(([name]) => !changed.has(name));
    return objectText([...kept, ...entries]).text;
  });
  const wrongShape = fc.constantFrom('[]', '"text"', '1', 'null', '[{"a":1}]', '{', '{"a":}', '{"a":1}x');
  return fc.oneof({ arbitrary: onBase, weight: 8 }, { arbitrary: wrongShape, weight: 1 });
}

const filterOps = ['eq', 'ne', 'in', 'notIn', 'contains', 'startsWith', 'gt', 'gte', 'lt', 'lte'];
const moreOps = ['between', 'isNull', 'metacontains', ...prototypeKeys];

/** List parameters (both dialects) built from the route's names, built-in names and bad values. */
export function badListQuery(keys: readonly string[]) {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...keys, 'q', 'meta.x', 'id', 'createdAt'), weight: 4 },
    { arbitrary: fc.constantFrom(...prototypeKeys), weight: 2 },
  );
  const operand = fc.oneof(
    { arbitrary: badValue, weight: 3 },
    {
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...filterOps, ...moreOps), badValue), { minLength: 1, maxLength: 2 })
        .map(objectText),
      weight: 2,
    },
  );
  const filter = fc.oneof(
    {
      arbitrary: fc
        .array(fc.tuple(key, operand), { minLength: 1, maxLength: 3 })
        .map((e) => objectText(e).text),
      weight: 6,
    },
    { arbitrary: fc.constantFrom('{', '[]', 'null', '"x"', '1'), weight: 1 },
  );
  const direction = fc.constantFrom('ASC', 'DESC', 'sideways', '');
  const sort = fc.oneof(
    fc.tuple(key, direction).map(([name, dir]) => JSON.stringify([name, dir])),
    fc.tuple(key, direction).map(([name, dir]) => JSON.stringify([[name, dir]])),
    fc.constantFrom('[', '{}', '[1,2]', 'name'),
  );
  const range = fc.oneof(
    fc.tuple(badValue, badValue).map((pair) => jsonText(pair)),
    fc.constantFrom('[', '[5,1]', '[0,100000]', '[-1,3]'),
  );
  const names = fc.array(key, { minLength: 1, maxLength: 3 }).map((list) => list.join(','));
  const number = fc.oneof(
    fc.constantFrom('-1', '0', '1e9', 'x', '1.5', '99999999999999999999'),
    fc.integer().map(String),
  );
  return fc
    .record(
      {
        filter,
        sort,
        range,
        select: names,
        include: names,
        take: number,
        skip: number,
        version: number,
        confirm: fc.constantFrom('true', 'yes', '\u0000'),
      },
      { requiredKeys: [] },
    )
    .map(
      (params) =>
        `?${Object.entries(params)
          .map(([name, value]) => `${name}=${encodeURIComponent(value as string)}`)
          .join('&')}`,
    );
}

/** Ids that are not records: not UUIDs (36 characters of something else), built-in names, nobody's UUID. */
export const badIds = [
  'z'.repeat(36),
  'a'.repeat(36),
  '00000000-0000-0000-0000-00000000000g',
  'constructor',
  '__proto__',
  'a\u0000b',
  '0198a3b2-7c4d-7e5f-8a6b-1c2d3e4f5a6b',
];
