import { describe, expect, it } from 'vitest';
import { courses } from '../courses/course.js';
import { ValidationError } from './errors.js';
import { parseRecordInput } from './inputSchema.js';

const readOnlyKeys = new Set(['id', 'version', 'Workgroup']);
const parse = (input: unknown, mode: 'create' | 'update' = 'create') =>
  parseRecordInput(courses.fields, input, mode, { readOnlyKeys });
const errorsOf = (input: unknown, mode: 'create' | 'update' = 'create') => {
  try {
    parse(input, mode);
  } catch (error) {
    if (error instanceof ValidationError) return error.fieldErrors;
    throw error;
  }
  return {};
};

describe('record input', () => {
  it('fills defaults on create and trims text', () =>
    expect(parse({ courseNumber: ' CS101 ', name: 'Intro' })).toEqual({
      courseNumber: 'CS101',
      name: 'Intro',
      unitsMax: null,
      sectionMaxStudents: null,
      sectionCreditHours: null,
      WorkgroupId: null,
      isActive: true,
      isOffered: true,
    }));
  it('names each bad field with its reason', () =>
    expect(
      errorsOf({ name: '', unitsMax: 'four', sectionMaxStudents: 2.5, WorkgroupId: 'x', colour: 'red' }),
    ).toEqual({
      courseNumber: 'Required',
      name: 'Required',
      unitsMax: 'Must be a number',
      sectionMaxStudents: 'Must be a whole number',
      WorkgroupId: 'Must be the id of a record in workgroups',
      colour: 'Unknown field',
    }));
  it('keeps absent fields out of an update and ignores echoed read-only keys', () =>
    expect(parse({ id: 'x', version: 3, Workgroup: { name: 'y' }, name: 'New' }, 'update')).toEqual({
      name: 'New',
    }));
  it('refuses a body that is not an object, naming the body', () =>
    expect(errorsOf([1, 2])).toEqual({ body: 'Must be a JSON object' }));
  it('knows no field by the name of a built-in of every object', () =>
    expect(
      errorsOf({ courseNumber: 'C1', name: 'n', constructor: 1, toString: 'x', hasOwnProperty: 2 }),
    ).toEqual({
      constructor: 'Unknown field',
      toString: 'Unknown field',
      hasOwnProperty: 'Unknown field',
    }));
  it('refuses what no read model can store', () =>
    expect(errorsOf({ courseNumber: 'C\u0000', name: '\ud800', sectionMaxStudents: 2 ** 31 })).toEqual({
      courseNumber: 'Must not contain a NUL character',
      name: 'Must not contain a lone surrogate',
      sectionMaxStudents: 'Must be at most 10000',
    }));
  it('enforces limits', () =>
    expect(errorsOf({ courseNumber: 'x'.repeat(33), name: 'n', unitsMax: 100 })).toEqual({
      courseNumber: 'Must be at most 32 characters',
      unitsMax: 'Must be at most 99',
    }));
});
