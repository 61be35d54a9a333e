import type { Page } from 'playwright-core';
import { setProgressStep } from '../support/accessFixtures.js';
import { expectOk, type Row } from '../support/planning.js';
import { type AssignmentWorld, setUpAssignments } from './uiAssignments.js';

/**
 * A workgroup of its own with one faculty member (in it, receiving assignments) who teaches one of its
 * sections, in the active period: its plan is what gets approved, its one member is its submissions metric.
 */
export interface ApprovalWorld {
  world: AssignmentWorld;
  periodId: string;
  workgroup: Row;
  faculty: Row;
  assignment: Row;
  /** Moves the active period's step through the API (academicOpsAdmin, confirming, with a reason). */
  setStep(step: number): Promise<void>;
  /** Changes the assignment's points through the API: the workgroup's plan moves on. */
  changePoints(points: number): Promise<void>;
}

export async function setUpApprovalWorld(url: string, run: string): Promise<ApprovalWorld> {
  const world = await setUpAssignments(url, run);
  const faculty = await world.member('Pia', `Pref${run}`, 12);
  const section = await world.section(3);
  const assignment = await world.teach(section, faculty, 3);
  const { ops } = world.planning;
  const periodId = world.planning.period.id;
  return {
    world,
    periodId,
    workgroup: world.workgroup,
    faculty,
    assignment,
    async setStep(step) {
      await setProgressStep(world.planning, periodId, step);
    },
    async changePoints(points) {
      const current = expectOk(await ops.get(`/api/teachingAssignments/${assignment.id}`), 'assignment');
      expectOk(
        await ops.put(`/api/teachingAssignments/${assignment.id}?confirm=true`, {
          points,
          version: current.version,
        }),
        'changed assignment',
        [200, 202],
      );
    },
  };
}

/** The dashboard's "Workgroup approvals" row of a workgroup, and its badge's word. */
export function approvalRow(page: Page, workgroupName: string) {
  const row = page
    .getByRole('table', { name: 'Workgroup approvals' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: workgroupName, exact: true }) });
  return { row, badge: row.getByTestId('approval-badge') };
}

/** The dashboard's bar of a workgroup in "Preference submissions by workgroup": its numbers, as written. */
export function submissionsBar(page: Page, workgroupName: string) {
  return page
    .getByRole('list', { name: 'Preference submissions by workgroup' })
    .getByRole('listitem')
    .filter({ hasText: workgroupName });
}
