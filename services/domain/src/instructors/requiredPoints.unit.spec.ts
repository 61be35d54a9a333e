import { describe, expect, it } from 'vitest';
import { requiredPointsAcrossEffortMove, requiredPointsOf, roundToHundredths } from './requiredPoints.js';

const none = { financialData: null, expectedTeachingShare: null, instructorTypeDefault: null };

describe('requiredPointsOf (DESIGN §19)', () => {
  it('given financial data for the period, then it wins over an expected share and the type', () =>
    expect(
      requiredPointsOf({ financialData: 45, expectedTeachingShare: 97.75, instructorTypeDefault: 45 }),
    ).toEqual({ points: 45, source: 'set' }));

  it('given no financial data and an expected share where the period uses advanced effort, then the share of the full-time points', () =>
    expect(requiredPointsOf({ ...none, expectedTeachingShare: 97.75, instructorTypeDefault: 45 })).toEqual({
      points: 43.99,
      source: 'effort',
    }));

  it('given an expected share but no instructor type default, then not set: the share has nothing to be a share of', () =>
    expect(requiredPointsOf({ ...none, expectedTeachingShare: 50 })).toEqual({ points: null, source: null }));

  it('given only the instructor type, then its default', () =>
    expect(requiredPointsOf({ ...none, instructorTypeDefault: 18 })).toEqual({
      points: 18,
      source: 'instructorType',
    }));

  it('given nothing, then not set', () =>
    expect(requiredPointsOf(none)).toEqual({ points: null, source: null }));

  it('given more decimals, then two, halves away from zero as the database rounds', () => {
    expect(requiredPointsOf({ ...none, financialData: 43.995 }).points).toBe(44);
    expect(
      requiredPointsOf({ ...none, expectedTeachingShare: 56.15, instructorTypeDefault: 30 }).points,
    ).toBe(16.85);
    expect(roundToHundredths(-1.005)).toBe(-1.01);
    expect(roundToHundredths(0)).toBe(0);
  });
});

describe('requiredPointsAcrossEffortMove (a rule preview, DESIGN §19)', () => {
  const facts = { financialData: null, instructorTypeDefault: 66 };
  const effort = { total: 2000, teaching: 1122.8, teachingMoved: -640, adjustedShare: null };

  it('given effort moved out of teaching in an advanced-effort period, then the share and the points drop', () =>
    expect(requiredPointsAcrossEffortMove(facts, effort, true)).toEqual({
      before: { points: 37.05, source: 'effort' },
      after: { points: 15.93, source: 'effort' },
    }));

  it('given financial data, then nothing moves: it wins', () => {
    const moved = requiredPointsAcrossEffortMove({ ...facts, financialData: 40 }, effort, true);
    expect(moved.after).toEqual(moved.before);
  });

  it("given an effortManager's adjusted share, then payroll moves change nothing", () => {
    const moved = requiredPointsAcrossEffortMove(facts, { ...effort, adjustedShare: 50 }, true);
    expect(moved).toEqual({
      before: { points: 33, source: 'effort' },
      after: { points: 33, source: 'effort' },
    });
  });

  it('given a period without advanced effort, then the type default on both sides', () =>
    expect(requiredPointsAcrossEffortMove(facts, effort, false).after).toEqual({
      points: 66,
      source: 'instructorType',
    }));
});
