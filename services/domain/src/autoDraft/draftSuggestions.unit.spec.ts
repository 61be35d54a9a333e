import { describe, expect, it } from 'vitest';
import { draftInstructor, draftSection } from './draftFixtures.js';
import { draftSuggestions } from './draftSuggestions.js';
import { defaultDraftWeights } from './draftWeights.js';

describe('draftSuggestions', () => {
  const section = draftSection('a', { points: 3 });
  const ann = draftInstructor('ann', { pointsRequired: 12, pointsAssigned: 3 });
  const bob = draftInstructor('bob', { pointsRequired: 12, pointsAssigned: 0 });
  const cy = draftInstructor('cy', { pointsRequired: 12, pointsAssigned: 11 });
  const dee = draftInstructor('dee', { pointsRequired: 12, pointsAssigned: 6, WorkgroupIds: ['wg-2'] });
  const everyone = [ann, bob, cy, dee];
  const ranked = (conflicting: string[] = []) =>
    draftSuggestions(
      section,
      everyone.map((instructor) => ({ instructor, conflicts: conflicting.includes(instructor.id) })),
      everyone,
      defaultDraftWeights,
    ).map((suggestion) => suggestion.UserId);

  it('given equal preferences and history, then the one furthest from their required points ranks first (equity)', () =>
    expect(ranked()).toEqual(['bob', 'ann', 'dee', 'cy']));

  it('given someone who would go over, then they rank below everyone who would not', () =>
    expect(ranked().at(-1)).toBe('cy'));

  it('given a time conflict, then they rank below those the draft could choose', () =>
    expect(ranked(['bob'])).toEqual(['ann', 'bob', 'dee', 'cy']));

  it('given someone who taught the course before, then history outweighs a point of balance', () => {
    const taught = { ...ann, taught: { 'course-a': ['Fall 2025'] } };
    const [top] = draftSuggestions(
      section,
      [taught, bob].map((instructor) => ({ instructor, conflicts: false })),
      [taught, bob],
      { ...defaultDraftWeights, equity: 0 },
    );
    expect(top).toMatchObject({ UserId: 'ann', eligible: true });
  });
});
