import { describe, expect, it } from 'vitest';
import { coverageOf } from './coverage.js';
import { sections } from './section.js';

describe('coverage of a section (DESIGN §11)', () => {
  it('is uncovered without assignments, whatever points it has', () => {
    expect(coverageOf(3, 0, 0)).toEqual({ coverageStatus: 'uncovered', variance: -3 });
    expect(coverageOf(0, 0, 0)).toEqual({ coverageStatus: 'uncovered', variance: 0 });
  });
  it('is partial, covered or over by the assigned points', () => {
    expect(coverageOf(3, 1.5, 1)).toEqual({ coverageStatus: 'partial', variance: -1.5 });
    expect(coverageOf(3, 3, 2)).toEqual({ coverageStatus: 'covered', variance: 0 });
    expect(coverageOf(3, 4, 2)).toEqual({ coverageStatus: 'over', variance: 1 });
  });
  it('rounds the variance to hundredths (no 0.30000000000000004)', () => {
    expect(coverageOf(0.3, 0.1 + 0.2, 2)).toEqual({ coverageStatus: 'covered', variance: 0 });
    expect(coverageOf(1, 0.1 + 0.2, 1).variance).toBe(-0.7);
  });
  it('is what a section row derives, from its points as the read model holds them (numeric text)', () => {
    expect(sections.derive!({ points: '4.5', assignedPoints: null, assignmentCount: 0 })).toEqual({
      coverageStatus: 'uncovered',
      variance: -4.5,
    });
    expect(sections.derive!({ points: 2, assignedPoints: '2', assignmentCount: 1 })).toEqual({
      coverageStatus: 'covered',
      variance: 0,
    });
  });
});
