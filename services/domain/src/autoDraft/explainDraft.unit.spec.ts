import { describe, expect, it } from 'vitest';
import { draftEligibility, uncoveredReasons } from './draftEligibility.js';
import { draftInstructor, draftProblem, draftSection } from './draftFixtures.js';
import { draftRuleBreaches } from './draftRules.js';
import { defaultDraftWeights } from './draftWeights.js';
import { explainDraft } from './explainDraft.js';
import { greedyDraft, greedyDraftResult } from './greedyDraft.js';

const solver = { status: 'optimal' as const, gap: 0, ms: 1, variables: 1 };

describe('explainDraft', () => {
  const problem = draftProblem({
    sections: [
      draftSection('a', { label: 'CS 101-001' }),
      draftSection('b'),
      draftSection('c', { WorkgroupId: 'wg-9' }),
    ],
    instructors: [
      draftInstructor('ann', {
        pointsRequired: 6,
        pointsAssigned: 3,
        taught: { 'course-a': ['Fall 2025', 'Fall 2024'] },
        preferences: [
          {
            id: 'p',
            AcademicTermId: 'fall',
            TeachingModeId: 'in-person',
            AssignmentTypeId: null,
            weight: 5,
            notes: null,
            CourseIds: [],
          },
        ],
      }),
    ],
    overlaps: [['a', 'b']],
  });
  const eligibility = draftEligibility(problem, defaultDraftWeights);
  const result = explainDraft(problem, defaultDraftWeights, eligibility, new Map([['a', 'ann']]), solver);

  it('given a proposal, then its reasons say which preferences matched, the history and the load after', () =>
    expect(result.proposals).toEqual([
      expect.objectContaining({
        SectionId: 'a',
        sectionLabel: 'CS 101-001',
        UserId: 'ann',
        preferenceScore: 1,
        reasons: [
          'Term preferred (weight 5 of 5)',
          'Teaching mode matches',
          'Taught in Fall 2025, Fall 2024',
          '6 of 6 points after',
        ],
        taughtBefore: true,
        pointsAfter: 6,
        over: false,
      }),
    ]));

  it('given uncovered sections, then each says why', () =>
    expect(result.uncovered.map(({ SectionId, reason }) => [SectionId, reason])).toEqual([
      ['b', uncoveredReasons.overlapsDrafted],
      ['c', uncoveredReasons.noWorkgroupInstructor],
    ]));

  it('then the figures count what was covered', () =>
    expect(result.figures).toEqual({
      sectionsCovered: 1,
      sectionsUncovered: 2,
      instructorsOver: 0,
      meanPreferenceAlignment: 1,
    }));
});

describe('greedyDraft', () => {
  it('given overlapping sections and a limit on points, then it keeps the hard rules', () => {
    const problem = draftProblem({
      sections: ['a', 'b', 'c', 'd'].map((id) => draftSection(id)),
      instructors: [
        draftInstructor('ann', { pointsRequired: 6 }),
        draftInstructor('bob', { pointsRequired: 3 }),
      ],
      overlaps: [['a', 'b']],
    });
    const assignment = greedyDraft(
      problem,
      defaultDraftWeights,
      draftEligibility(problem, defaultDraftWeights),
    );
    expect(draftRuleBreaches(problem, assignment)).toEqual([]);
    expect(assignment.size).toBe(3);
    expect(greedyDraftResult(problem, defaultDraftWeights).solver.status).toBe('greedy');
  });
});
