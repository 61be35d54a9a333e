/**
 * The access matrix's entries for the progress steps and workgroup approvals of issue 7
 * (services/api/src/progress), kept apart from endpointTable.ts, which spreads them in.
 */
import type { ApiClient } from './apiClient.js';
import type { EndpointEntry, Expectation, Fixtures } from './endpointTable.js';

type Row = Record<string, any> & { id: string };

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;
const refused: Expectation = { status: 403, message: 'Unauthorized request' };

async function send(client: ApiClient, method: 'get' | 'post', path: string, body?: object): Promise<Row> {
  const answer = method === 'get' ? await client.get(path) : await client.post(path, body ?? {});
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`fixture ${method} ${path}: answered ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A new period at step 6 with one section in a new workgroup: a plan open for approval. */
async function planInReview(fx: Fixtures) {
  const ops = fx.ops;
  const period = await send(ops, 'post', '/api/academicPeriods', {
    name: unique('AM review'),
    startDate: '2040-08-01',
    endDate: '2041-07-31',
  });
  const [term, workgroup] = await Promise.all([
    send(ops, 'post', '/api/academicTerms', {
      AcademicPeriodId: period.id,
      AcademicTermTypeId: fx.ids.termType,
      name: unique('AM review term'),
      startDate: '2040-09-01',
      endDate: '2040-12-15',
    }),
    send(ops, 'post', '/api/workgroups', { name: unique('AM review WG') }),
  ]);
  const course = await send(ops, 'post', '/api/courses', {
    courseNumber: unique('AMR'),
    name: 'Review course',
    WorkgroupId: workgroup.id,
  });
  const offering = await send(ops, 'post', '/api/courseOfferings', {
    CourseId: course.id,
    AcademicPeriodId: period.id,
    points: 3,
  });
  const mode = { AcademicTermId: term.id, TeachingModeId: fx.ids.valueLists.teachingModes };
  await send(ops, 'post', '/api/offeringTermModes', { CourseOfferingId: offering.id, ...mode });
  await send(ops, 'post', '/api/sections', { CourseOfferingId: offering.id, sectionNumber: '001', ...mode });
  for (let fromStep = 1; fromStep < 6; fromStep++)
    await send(ops, 'post', '/api/progressActions?confirm=true', {
      AcademicPeriodId: period.id,
      action: 'advance',
      fromStep,
    });
  const [row] = (await send(
    ops,
    'get',
    `/api/workgroupApprovals?AcademicPeriodId=${period.id}`,
  )) as unknown as Row[];
  return { AcademicPeriodId: period.id, WorkgroupId: workgroup.id, planVersion: row!.currentPlanVersion };
}

/** An approval of the demo data (the periods before the active one are approved and published). */
const demoApprovals = new Map<string, Promise<string>>();
function demoApprovalId(fx: Fixtures): Promise<string> {
  let id = demoApprovals.get(fx.url);
  if (!id) {
    id = (async () => {
      const periods = (await send(fx.ops, 'get', '/api/academicPeriods')) as unknown as Row[];
      const published = periods.find((period) => period.progressStep === 8)!;
      const rows = (await send(
        fx.ops,
        'get',
        `/api/workgroupApprovals?AcademicPeriodId=${published.id}`,
      )) as unknown as Row[];
      return rows.find((row) => row.approvals.length > 0)!.approvals[0].id as string;
    })();
    demoApprovals.set(fx.url, id);
  }
  return id;
}

export const progressEndpoints: EndpointEntry[] = [
  {
    method: 'GET',
    path: '/api/progressSteps',
    rule: 'signedIn',
    cases: [{ name: 'main', build: () => ({}) }],
  },
  {
    method: 'GET',
    path: '/api/progressActions',
    rule: { action: 'read', subject: 'ProgressAction' },
    cases: [
      {
        name: 'main',
        build: (_, fx) => ({ query: `?filter=${JSON.stringify({ AcademicPeriodId: fx.ids.activePeriod })}` }),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/progressActions',
    rule: { action: 'create', subject: 'ProgressAction' },
    cases: [
      {
        name: 'advance a new period from step 1',
        build: async (p, fx) => ({
          body: {
            AcademicPeriodId:
              p.role && ['admin', 'academicOpsAdmin', 'academicAffairsApprover'].includes(p.role)
                ? (
                    await send(fx.ops, 'post', '/api/academicPeriods', {
                      name: unique('AM steps'),
                      startDate: '2040-08-01',
                      endDate: '2041-07-31',
                    })
                  ).id
                : fx.ids.activePeriod,
            action: 'advance',
            fromStep: 1,
          },
        }),
        // beyond the ability: academicAffairsApprover advances from step 7 only (the progress decider)
        expect: (p, canDo) =>
          p.role === 'academicAffairsApprover'
            ? refused
            : canDo('create', 'ProgressAction')
              ? { status: 'success' }
              : refused,
      },
    ],
  },
  {
    method: 'GET',
    path: '/api/workgroupApprovals',
    rule: { action: 'read', subject: 'WorkgroupApproval' },
    cases: [{ name: 'main', build: () => ({}) }],
  },
  {
    method: 'GET',
    path: '/api/workgroupApprovals/:id',
    rule: { action: 'read', subject: 'WorkgroupApproval' },
    cases: [{ name: 'main', build: async (_, fx) => ({ params: { id: await demoApprovalId(fx) } }) }],
  },
  {
    method: 'POST',
    path: '/api/workgroupApprovals',
    rule: { action: 'create', subject: 'WorkgroupApproval' },
    cases: [
      {
        // a plan at step 6 for whom the oracle lets approve; the others are refused before the body counts
        name: 'approve a plan in review',
        build: async (p, fx) => {
          const body =
            p.role === 'academicAffairsApprover'
              ? await planInReview(fx)
              : { AcademicPeriodId: fx.ids.activePeriod, WorkgroupId: fx.ids.workgroup, planVersion: 'x' };
          return { body, record: { WorkgroupId: body.WorkgroupId } };
        },
      },
    ],
  },
];
