import { describe, expect, it } from 'vitest';
import { draftObjectiveOf } from './draftObjective.js';
import { draftInstructor, draftProblem, draftSection } from './draftFixtures.js';
import { defaultDraftWeights } from './draftWeights.js';

const weights = { coverage: 10, preference: 3, history: 2, balance: 1, equity: 2, overload: 8 };

describe('draftObjectiveOf', () => {
  const problem = draftProblem({
    sections: [draftSection('a', { points: 3 }), draftSection('b', { points: 4 })],
    instructors: [
      draftInstructor('ann', { pointsRequired: 6, taught: { 'course-a': ['Fall 2025'] } }),
      draftInstructor('bob', { pointsRequired: 4 }),
      draftInstructor('cy', { pointsRequired: null }),
    ],
  });

  it('given nothing drafted, then balance and equity are everyone’s remaining points (unset ones aside)', () =>
    expect(draftObjectiveOf(problem, weights, new Map())).toEqual({
      total: -10 - 12,
      parts: { coverage: 0, preference: 0, history: 0, balance: -10, equity: -12, overload: 0 },
    }));

  it('given a draft, then each part is weighted: coverage per point, preference per score, history per course', () =>
    expect(
      draftObjectiveOf(
        problem,
        weights,
        new Map([
          ['a', 'ann'],
          ['b', 'bob'],
        ]),
      ),
    ).toEqual({
      // no preferences submitted: neutral 0.5 each; ann has 3 of 6 left
      total: 70 + 3 + 2 - 3 - 6,
      parts: { coverage: 70, preference: 3, history: 2, balance: -3, equity: -6, overload: 0 },
    }));

  it('given someone put over their required points, then overload and balance both count it', () => {
    const over = draftProblem({ ...problem, allowOverload: true });
    const { parts } = draftObjectiveOf(
      over,
      defaultDraftWeights,
      new Map([
        ['b', 'ann'],
        ['a', 'ann'],
      ]),
    );
    expect(parts.overload).toBe(-8);
    expect(parts.balance).toBe(-1 - 4);
  });
});
