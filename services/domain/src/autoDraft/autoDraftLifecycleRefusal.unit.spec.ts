import { describe, expect, it } from 'vitest';
import { type ProposalFacts, proposalRefusal } from './autoDraftLifecycleRefusal.js';

const eligible = {
  isFaculty: true,
  isActive: true,
  merged: false,
  profileActive: true,
  receiveAssignments: true,
};
const facts = (change: Partial<ProposalFacts> = {}): ProposalFacts => ({
  section: { points: 3, assignedPoints: 0 },
  instructor: eligible,
  load: { name: 'Ann Lee', pointsAssigned: 6, pointsRequired: 12 },
  conflicts: [],
  currentPoints: 0,
  ...change,
});
const proposal = { points: 3 };
const clash = {
  UserId: 'u1',
  SectionId: 's9',
  courseNumber: 'CS 201',
  sectionNumber: '001',
  days: ['MO'],
  startTime: '09:00',
  endTime: '10:15',
};

describe('Accepting a proposal of a draft: what the plan says now', () => {
  it('goes ahead when nothing moved', () =>
    expect(proposalRefusal(proposal, facts(), false)).toBeUndefined());
  it('refuses a section covered meanwhile', () =>
    expect(proposalRefusal(proposal, facts({ section: { points: 3, assignedPoints: 3 } }), false)).toBe(
      'The section was covered meanwhile',
    ));
  it('refuses a share larger than what is left', () =>
    expect(proposalRefusal(proposal, facts({ section: { points: 3, assignedPoints: 1 } }), false)).toMatch(
      /Only 2 of the 3 points/,
    ));
  it('refuses an instructor who teaches the section already', () =>
    expect(proposalRefusal(proposal, facts({ currentPoints: 1 }), false)).toBe(
      'Ann Lee teaches this section already',
    ));
  it('refuses an instructor who teaches at the same time meanwhile, naming the meeting', () =>
    expect(proposalRefusal(proposal, facts({ conflicts: [clash] }), true)).toMatch(
      /same time meanwhile: CS 201-001/,
    ));
  it('refuses an instructor who may no longer be assigned', () =>
    expect(proposalRefusal(proposal, facts({ instructor: { ...eligible, isActive: false } }), false)).toBe(
      'This user is not active',
    ));
  it('refuses going over the required points unless the draft allowed overload', () => {
    const full = facts({ load: { name: 'Ann Lee', pointsAssigned: 11, pointsRequired: 12 } });
    expect(proposalRefusal(proposal, full, false)).toMatch(/14 of 12 required points/);
    expect(proposalRefusal(proposal, full, true)).toBeUndefined();
  });
  it('refuses a section or instructor that no longer exists', () => {
    expect(proposalRefusal(proposal, facts({ section: null }), false)).toBe('The section no longer exists');
    expect(proposalRefusal(proposal, facts({ instructor: null }), false)).toBe(
      'The instructor no longer exists',
    );
  });
});
