import { describe, expect, it } from 'vitest';
import { assignmentCostOf, instructorCostOf, totalOf } from './instructorCost.js';

const rate = { costPerPoint: 1000, overloadRate: 600 };

describe('An instructor’s cost', () => {
  it('under their required points: every point at the regular rate', () => {
    expect(instructorCostOf(12, 9, rate)).toMatchObject({
      regularPoints: 9,
      overloadPoints: 0,
      cost: 9000,
      status: 'under',
    });
  });
  it('at their required points: met', () => {
    expect(instructorCostOf(12, 12, rate)).toMatchObject({ cost: 12000, status: 'met' });
  });
  it('above them: the points beyond at the overload rate', () => {
    expect(instructorCostOf(12, 15, rate)).toMatchObject({
      regularPoints: 12,
      overloadPoints: 3,
      cost: 12 * 1000 + 3 * 600,
      status: 'overload',
    });
    expect(instructorCostOf(12, 15, rate).costPerAssignedPoint).toBeCloseTo(13800 / 15, 10);
  });
  it('without a rate for their type and rank: unknown, not zero', () => {
    expect(instructorCostOf(12, 15, null)).toEqual({
      regularPoints: 12,
      overloadPoints: 3,
      cost: null,
      costPerAssignedPoint: null,
      status: 'noRate',
    });
  });
  it('without required points: no overload can be told, every point at the regular rate', () => {
    expect(instructorCostOf(null, 5, rate)).toMatchObject({
      overloadPoints: 0,
      cost: 5000,
      status: 'noRequired',
    });
  });
  it('with nothing assigned: zero', () => {
    expect(instructorCostOf(12, 0, rate)).toMatchObject({
      cost: 0,
      costPerAssignedPoint: null,
      status: 'under',
    });
  });
  it('counts decimal points and rates to the cent', () => {
    expect(instructorCostOf(1.5, 1.7, { costPerPoint: 100.1, overloadRate: 33.33 }).cost).toBe(156.82);
  });
});

describe('A teaching assignment’s cost', () => {
  it('is its points at the instructor’s average cost per point, spreading overload proportionally', () => {
    const overloaded = instructorCostOf(12, 15, rate); // 13 800 over 15 points
    expect(assignmentCostOf(3, overloaded)).toBeCloseTo(2760, 8);
    expect(assignmentCostOf(12, overloaded)).toBeCloseTo(11040, 8);
  });
  it('is unknown when the instructor’s is', () => {
    expect(assignmentCostOf(3, instructorCostOf(12, 3, null))).toBeNull();
  });
});

describe('A total of costs', () => {
  it('sums the known ones and counts the unknown apart', () => {
    expect(totalOf([100.004, null, 200.001, null])).toEqual({ cost: 300.01, unknownCount: 2 });
    expect(totalOf([])).toEqual({ cost: 0, unknownCount: 0 });
  });
});
