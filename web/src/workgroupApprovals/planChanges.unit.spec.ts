import { describe, expect, it } from 'vitest';
import type { PlanEntry, WorkgroupApprovalRow } from './approvalTypes';
import { assigneeOf, changeOf, sectionOf } from './planChanges';
import { approvalStepOf, relevantApproval } from './relevantApproval';

const entry: PlanEntry = {
  TeachingAssignmentId: 't1',
  SectionId: 's1',
  sectionNumber: '101',
  sectionName: 'Calculus I',
  UserId: 'u1',
  instructorName: 'Ada Byron',
  points: 3,
  AssignmentTypeId: null,
};

describe('a plan entry in words', () => {
  it('names the section and the assignee', () => {
    expect(sectionOf(entry)).toBe('101 Calculus I');
    expect(sectionOf({ ...entry, sectionNumber: null, sectionName: null })).toBe('s1');
    expect(assigneeOf(entry)).toBe('Ada Byron, 3 points');
    expect(assigneeOf({ ...entry, points: 1 })).toBe('Ada Byron, 1 point');
  });

  it('says what changed, before -> after, and only that', () => {
    expect(changeOf(entry, { ...entry, points: 2 })).toBe('points 3 -> 2');
    expect(changeOf(entry, { ...entry, UserId: 'u2', instructorName: 'Ben Ito', points: 1.5 })).toBe(
      'instructor Ada Byron -> Ben Ito; points 3 -> 1.5',
    );
    expect(changeOf(entry, { ...entry, AssignmentTypeId: 'lab' })).toBe('assignment type changed');
  });
});

describe('the approval a status speaks of', () => {
  const approval = (step: number) => ({
    id: `a${step}`,
    step,
    planVersion: 'v',
    note: null,
    approvedBy: null,
    approvedByName: null,
    approvedAt: '2026-01-01T00:00:00Z',
    changedSinceApproval: false,
  });
  const row = (currentStep: number) =>
    ({ currentStep, approvals: [approval(6), approval(7)] }) as unknown as WorkgroupApprovalRow;

  it("is the current step's at 6 and 7, step 7's once published, none before 6", () => {
    expect([5, 6, 7, 8].map(approvalStepOf)).toEqual([null, 6, 7, 7]);
    expect(relevantApproval(row(6))?.id).toBe('a6');
    expect(relevantApproval(row(8))?.id).toBe('a7');
    expect(relevantApproval(row(5))).toBeUndefined();
  });
});
