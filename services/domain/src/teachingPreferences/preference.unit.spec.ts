import { describe, expect, it } from 'vitest';
import { completePreferences, preferenceListSchema } from './preference.js';

const id = (n: number) => `0190a000-0000-7000-8000-0000000005${String(n).padStart(2, '0')}`;
const [fall, inPerson, online] = [id(10), id(12), id(13)];

describe('Preference list input', () => {
  const parse = (input: unknown) => preferenceListSchema().safeParse(input);
  const paths = (input: unknown) => {
    const parsed = parse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
  };
  const valid = { AcademicTermId: fall, TeachingModeId: online, weight: 4 };
  it('fills in ids, nulls and course wishes', () => {
    const parsed = parse([valid]);
    expect(parsed.success).toBe(true);
    expect(completePreferences(parsed.data!, () => id(99))).toEqual([
      { id: id(99), ...valid, AssignmentTypeId: null, notes: null, CourseIds: [] },
    ]);
  });
  it('names the field of the preference that is wrong', () => {
    expect(paths([valid, { ...valid, TeachingModeId: inPerson, weight: 6 }])).toEqual(['1.weight']);
    expect(paths([{ ...valid, weight: 2.5 }])).toEqual(['0.weight']);
    expect(paths([{ ...valid, AcademicTermId: 'fall' }])).toEqual(['0.AcademicTermId']);
    expect(paths([{ ...valid, notes: 'x'.repeat(2001) }])).toEqual(['0.notes']);
    expect(paths([{ ...valid, CourseIds: Array.from({ length: 11 }, (_, n) => id(60 + n)) }])).toEqual([
      '0.CourseIds',
    ]);
  });
  it('refuses the same term, mode and type twice, and more than 20', () => {
    expect(paths([valid, { ...valid, weight: 1 }])).toEqual(['1.AcademicTermId']);
    const many = Array.from({ length: 21 }, (_, n) => ({ ...valid, AcademicTermId: id(70 + n) }));
    expect(paths(many)).toEqual(['']);
  });
});
