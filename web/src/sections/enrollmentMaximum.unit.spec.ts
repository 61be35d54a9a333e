import { describe, expect, it } from 'vitest';
import { enrollmentMaximumOf } from './enrollmentMaximum';

const refusal = "Above the course's section maximum of 40 students: confirm the override to save";

describe('enrollmentMaximumOf', () => {
  it("reads the course's maximum from the enrollment refusal", () =>
    expect(enrollmentMaximumOf({ enrollment: refusal, root: { serverError: refusal } })).toBe(40));

  it('leaves other refusals to the form, even beside the enrollment one', () => {
    expect(enrollmentMaximumOf({ enrollment: refusal, sectionNumber: 'Already used' })).toBeUndefined();
    expect(enrollmentMaximumOf({ enrollment: 'Must be at most 10000' })).toBeUndefined();
    expect(enrollmentMaximumOf(undefined)).toBeUndefined();
  });
});
