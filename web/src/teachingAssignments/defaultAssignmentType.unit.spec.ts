import { describe, expect, it } from 'vitest';
import { defaultAssignmentType } from './defaultAssignmentType';

const types = [
  { id: 'co', name: 'Co-Instructor' },
  { id: 'lab', name: 'Lab Supervisor' },
  { id: 'primary', name: 'Primary Instructor' },
  { id: 'old', name: 'Primary (retired)', isActive: false },
];

describe('the assignment type a new assignment starts with', () => {
  it("is the primary type for a section's first instructor", () => {
    expect(defaultAssignmentType(types, false)).toBe('primary');
  });
  it('is the co-instructor type when the section is already taught', () => {
    expect(defaultAssignmentType(types, true)).toBe('co');
  });
  it('falls back to the first active type that is not a co-instructor one, then to any active one', () => {
    expect(defaultAssignmentType([types[0]!, types[1]!], false)).toBe('lab');
    expect(defaultAssignmentType([types[0]!], false)).toBe('co');
  });
  it('is none when there are no active types', () => {
    expect(defaultAssignmentType([types[3]!], false)).toBeUndefined();
    expect(defaultAssignmentType([], true)).toBeUndefined();
  });
});
