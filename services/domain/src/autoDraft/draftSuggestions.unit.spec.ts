import { describe, expect, it } from 'vitest';
import { draftInstructor, draftSection } from './draftFixtures.js';
import { cannotTakeReasons, draftSuggestions } from './draftSuggestions.js';
import { defaultDraftWeights } from './draftWeights.js';

describe('draftSuggestions', () => {
  const section = draftSection('a', { points: 3 });
  const ann = draftInstructor('ann', { pointsRequired: 12, pointsAssigned: 3 });
  const bob = draftInstructor('bob', { pointsRequired: 12, pointsAssigned: 0 });
  const cy = draftInstructor('cy', { pointsRequired: 12, pointsAssigned: 11 });
  const dee = draftInstructor('dee', { pointsRequired: 12, pointsAssigned: 6, WorkgroupIds: ['wg-2'] });
  const eve = draftInstructor('eve', { pointsRequired: null, pointsAssigned: 0 });
  const everyone = [ann, bob, cy, dee, eve];
  const suggest = ({ conflicting = [] as string[], notReceiving = [] as string[] } = {}) =>
    draftSuggestions(
      section,
      everyone.map((instructor) => ({
        instructor,
        conflicts: conflicting.includes(instructor.id) ? ['MATH 101-1 (Mon 09:00-10:15)'] : [],
        receivesAssignments: !notReceiving.includes(instructor.id),
      })),
      everyone,
      defaultDraftWeights,
    );
  const candidates = (options?: Parameters<typeof suggest>[0]) =>
    suggest(options)
      .filter((suggestion) => suggestion.cannotTake.length === 0)
      .map((suggestion) => suggestion.UserId);
  const reasonsOf = (id: string, options?: Parameters<typeof suggest>[0]) =>
    suggest(options).find((suggestion) => suggestion.UserId === id)!.cannotTake;

  it('given equal preferences and history, then the one furthest from their required points ranks first (equity)', () =>
    expect(candidates()).toEqual(['bob', 'ann']));

  it('given candidates, then they come before everyone who cannot take it, in the order of their gains', () => {
    const all = suggest();
    const firstApart = all.findIndex((suggestion) => suggestion.cannotTake.length > 0);
    expect(all.slice(firstApart).every((suggestion) => suggestion.cannotTake.length > 0)).toBe(true);
    const gains = all.slice(0, firstApart).map((suggestion) => suggestion.gain);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it('given someone who would go over, another workgroup or no required points, then each cannot take it and says why', () => {
    expect(reasonsOf('cy')).toEqual([cannotTakeReasons.over(14, 12)]);
    expect(reasonsOf('dee')).toEqual([cannotTakeReasons.outsideWorkgroup]);
    expect(reasonsOf('eve')).toEqual([cannotTakeReasons.requiredNotSet]);
  });

  it('given a time conflict, then they cannot take it, the conflict named, whatever their score', () => {
    expect(candidates({ conflicting: ['bob'] })).toEqual(['ann']);
    expect(reasonsOf('bob', { conflicting: ['bob'] })).toEqual([
      'Teaches at this time: MATH 101-1 (Mon 09:00-10:15)',
    ]);
  });

  it('given someone who does not receive assignments, then they cannot take it', () =>
    expect(reasonsOf('bob', { notReceiving: ['bob'] })).toEqual([cannotTakeReasons.notReceiving]));

  it('given someone who taught the course before, then history outweighs a point of balance', () => {
    const taught = { ...ann, taught: { 'course-a': ['Fall 2025'] } };
    const [top] = draftSuggestions(
      section,
      [taught, bob].map((instructor) => ({ instructor, conflicts: [], receivesAssignments: true })),
      [taught, bob],
      { ...defaultDraftWeights, equity: 0 },
    );
    expect(top).toMatchObject({ UserId: 'ann', cannotTake: [] });
  });
});
