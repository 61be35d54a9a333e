import type { DraftWeights } from './draftProblem.js';

/**
 * The weights a draft uses unless the user changes them. Covering a point of a section outweighs every
 * other part (a draft first covers what it can), then preference, history and balance decide who.
 */
export const defaultDraftWeights: DraftWeights = {
  coverage: 10,
  preference: 3,
  history: 2,
  balance: 1,
  equity: 2,
  overload: 8,
};

export const draftWeightNames = Object.keys(defaultDraftWeights) as (keyof DraftWeights)[];

/** The largest weight a user may give (keeps the model's coefficients in a range the solver handles well). */
export const maxDraftWeight = 1000;
