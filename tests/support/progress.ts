import type { ApiResponse } from './apiClient.js';
import { expectOk, type Planning, type Row, uniqueName } from './planning.js';

/**
 * Periods of their own for the progress suites (tests/e2e/progressSteps.spec.ts,
 * workgroupApprovals.spec.ts), made through the API by academicOpsAdmin, so that moving their steps
 * leaves the demo's active period alone.
 */
export interface PlannedPeriod {
  period: Row;
  term: Row;
  /** Per workgroup asked for: the workgroup and one section of it in the period. */
  workgroups: { workgroup: Row; section: Row }[];
}

let years = 0;

/** A new period (one term), with a section in each of `workgroupCount` new workgroups. */
export async function periodWithPlans(p: Planning, workgroupCount = 0): Promise<PlannedPeriod> {
  const year = 2050 + (++years % 40);
  const period = expectOk(
    await p.ops.post('/api/academicPeriods', {
      name: uniqueName('Progress period'),
      startDate: `${year}-08-01`,
      endDate: `${year + 1}-07-31`,
    }),
    'period',
  );
  const termType = expectOk(
    await p.ops.get('/api/academicTermTypes?take=1'),
    'term types',
  ) as unknown as Row[];
  const term = expectOk(
    await p.ops.post('/api/academicTerms', {
      AcademicPeriodId: period.id,
      AcademicTermTypeId: termType[0]!.id,
      name: uniqueName('Progress term'),
      startDate: `${year}-09-01`,
      endDate: `${year}-12-15`,
    }),
    'term',
  );
  const workgroups = [];
  for (let n = 0; n < workgroupCount; n++) {
    const workgroup = expectOk(
      await p.ops.post('/api/workgroups', { name: uniqueName('Plan WG') }),
      'workgroup',
    );
    const course = expectOk(
      await p.ops.post('/api/courses', {
        courseNumber: uniqueName('PRG'),
        name: uniqueName('Plan course'),
        WorkgroupId: workgroup.id,
      }),
      'course',
    );
    const offering = expectOk(
      await p.ops.post('/api/courseOfferings', {
        CourseId: course.id,
        AcademicPeriodId: period.id,
        points: 3,
      }),
      'offering',
    );
    const mode = { AcademicTermId: term.id, TeachingModeId: p.modes[0].id };
    expectOk(
      await p.ops.post('/api/offeringTermModes', { CourseOfferingId: offering.id, ...mode }),
      'term mode',
    );
    const section = expectOk(
      await p.ops.post('/api/sections', { CourseOfferingId: offering.id, sectionNumber: '001', ...mode }),
      'section',
    );
    workgroups.push({ workgroup, section });
  }
  return { period, term, workgroups };
}

/** POST /api/progressActions as `client` (academicOpsAdmin unless said), confirming unless told not to. */
export function move(
  client: Planning['ops'],
  AcademicPeriodId: string,
  action: 'advance' | 'revert',
  fromStep: number,
  options: { reason?: string; confirm?: boolean } = {},
): Promise<ApiResponse> {
  return client.post(`/api/progressActions${options.confirm === false ? '' : '?confirm=true'}`, {
    AcademicPeriodId,
    action,
    fromStep,
    ...(action === 'revert' ? { reason: options.reason ?? 'Back for changes' } : {}),
  });
}

/** The period's step as GET /api/progressSteps answers it. */
export async function stepOf(p: Planning, periodId: string): Promise<number> {
  return expectOk(await p.ops.get(`/api/progressSteps?AcademicPeriodId=${periodId}`), 'progress').currentStep;
}

/** Walks the period from where it is to `step`, as academicOpsAdmin. */
export async function walkTo(p: Planning, periodId: string, step: number): Promise<void> {
  for (let at = await stepOf(p, periodId); at !== step; at += step > at ? 1 : -1)
    expectOk(await move(p.ops, periodId, step > at ? 'advance' : 'revert', at), `move from ${at}`);
}
