import { describe, expect, it } from 'vitest';
import { defaultDraftWeights } from './draftWeights.js';
import { draftEligibility, notDraftedReasons, uncoveredReasons } from './draftEligibility.js';
import { draftInstructor, draftProblem, draftSection } from './draftFixtures.js';

const candidatesOf = (problem: ReturnType<typeof draftProblem>, s = 0) =>
  draftEligibility(problem, defaultDraftWeights).pairsBySection[s].map(
    (pair) => problem.instructors[pair.instructor].id,
  );

describe('draftEligibility', () => {
  it('given an instructor without required points, when drafting, then they are left out and listed with why', () => {
    const problem = draftProblem({
      sections: [draftSection('a')],
      instructors: [draftInstructor('ann', { pointsRequired: null }), draftInstructor('bob')],
    });
    const eligibility = draftEligibility(problem, defaultDraftWeights);
    expect(candidatesOf(problem)).toEqual(['bob']);
    expect(eligibility.notDrafted).toEqual([
      { UserId: 'ann', instructorName: 'Instructor ann', reason: notDraftedReasons.requiredNotSet },
    ]);
  });

  it('given a section of a workgroup, then only its members are candidates; without a workgroup, anyone', () => {
    const instructors = [draftInstructor('ann'), draftInstructor('bob', { WorkgroupIds: ['wg-2'] })];
    expect(candidatesOf(draftProblem({ sections: [draftSection('a')], instructors }))).toEqual(['ann']);
    expect(
      candidatesOf(draftProblem({ sections: [draftSection('a', { WorkgroupId: null })], instructors })),
    ).toEqual(['ann', 'bob']);
  });

  it('given an instructor whose existing assignment meets at the same time, then they are no candidate', () => {
    const problem = draftProblem({
      sections: [draftSection('a')],
      instructors: [draftInstructor('ann'), draftInstructor('bob')],
      busy: [{ UserId: 'ann', SectionId: 'a', with: 'CS 201-001 (Mon 09:00-10:15)' }],
    });
    expect(candidatesOf(problem)).toEqual(['bob']);
  });

  it('given a section that would put someone over, then they are a candidate only when overload is allowed', () => {
    const instructors = [draftInstructor('ann', { pointsRequired: 12, pointsAssigned: 10 })];
    const sections = [draftSection('a', { points: 3 })];
    expect(candidatesOf(draftProblem({ sections, instructors }))).toEqual([]);
    expect(candidatesOf(draftProblem({ sections, instructors, allowOverload: true }))).toEqual(['ann']);
  });

  it('given sections nobody may take, then each says why', () => {
    const problem = draftProblem({
      sections: [
        draftSection('nobody', { WorkgroupId: 'wg-9' }),
        draftSection('busy'),
        draftSection('full', { points: 4 }),
      ],
      instructors: [draftInstructor('ann', { pointsRequired: 12, pointsAssigned: 9 })],
      busy: [{ UserId: 'ann', SectionId: 'busy', with: 'CS 1' }],
    });
    const { noPairReason } = draftEligibility(problem, defaultDraftWeights);
    expect([...noPairReason]).toEqual([
      [0, uncoveredReasons.noWorkgroupInstructor],
      [1, uncoveredReasons.timeConflict],
      [2, uncoveredReasons.atRequired],
    ]);
  });
});
