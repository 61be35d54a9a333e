import type { Page } from 'playwright-core';
import { createdRecord } from '../support/index.js';
import { expectOk, newOffering, newSection, type Row } from '../support/planning.js';
import { setUpWorkload, type WorkloadWorld } from './uiWorkload.js';

/**
 * Sections of a workgroup of their own, and faculty in it who owe a number of points: a faculty member of
 * the section's workgroup with credentials on file ranks above every other candidate for a new course
 * (workgroup and qualifications count; nobody else has taught it), so the suites find them first.
 */
export interface AssignmentWorld extends WorkloadWorld {
  workgroup: Row;
  /** Faculty of a type owing `required` points, in the workgroup, with credentials. */
  member(firstName: string, lastName: string, required: number): Promise<Row>;
  /** A section of `points` in the workgroup, meeting Monday and Wednesday 09:00-10:15. */
  section(points: number): Promise<Row>;
}

export async function setUpAssignments(url: string, run: string): Promise<AssignmentWorld> {
  const world = await setUpWorkload(url, run);
  const { ops, admin } = world.planning;
  const workgroup = await createdRecord(ops, 'workgroups', { name: `Assigning ${run}` });
  const types = new Map<number, Promise<Row>>();
  const typeOwing = (required: number) => {
    if (!types.has(required))
      types.set(
        required,
        createdRecord(admin, 'instructorTypes', {
          name: `Owes ${required} ${run}`,
          defaultPointsRequired: required,
        }),
      );
    return types.get(required)!;
  };
  return {
    ...world,
    workgroup,
    async member(firstName, lastName, required) {
      const type = await typeOwing(required);
      const user = await world.faculty(firstName, lastName, {
        InstructorTypeId: type.id,
        credentials: 'PhD',
      });
      await createdRecord(ops, 'workgroupMemberships', {
        WorkgroupId: workgroup.id,
        UserId: user.id,
        permission: 0,
      });
      return user;
    },
    async section(points) {
      const { offering } = await newOffering(world.planning, {
        points,
        course: { WorkgroupId: workgroup.id },
      });
      const section = await newSection(world.planning, offering);
      expectOk(
        await ops.post('/api/meetings', {
          SectionId: section.id,
          days: ['MO', 'WE'],
          startTime: '09:00',
          endTime: '10:15',
          frequency: 'weekly',
        }),
        'meeting',
      );
      return section;
    },
  };
}

/** The Section Assignments workbench narrowed to one section by its number; its drawer opened by keyboard. */
export async function openSection(page: Page, sectionNumber: string) {
  await page.getByRole('textbox', { name: 'Search Sections Offered' }).fill(sectionNumber);
  const open = page.getByRole('button', { name: `Open section ${sectionNumber}` });
  await open.waitFor({ timeout: 15_000 });
  await open.press('Enter');
  // titled by the section's title ("MATH 495-001 Mathematical Biology"), which holds its number
  return page.getByRole('dialog', { name: sectionNumber });
}
