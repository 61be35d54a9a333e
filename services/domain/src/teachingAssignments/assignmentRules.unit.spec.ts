import { describe, expect, it } from 'vitest';
import { uncoveredPoints } from './assignmentRules.js';

describe('uncoveredPoints', () => {
  it('is what the assignments leave of the section, kept to 1/1000', () =>
    expect(uncoveredPoints({ points: 0.3, assignedPoints: 0.1 })).toBe(0.2));
  it('reads numeric columns as the read models give them (text)', () =>
    expect(uncoveredPoints({ points: '3.000', assignedPoints: '1.8' })).toBe(1.2));
  it('is the whole section without assignments', () => expect(uncoveredPoints({ points: 3 })).toBe(3));
  it('is never below 0 once the section is over-covered', () =>
    expect(uncoveredPoints({ points: 3, assignedPoints: 4 })).toBe(0));
});
