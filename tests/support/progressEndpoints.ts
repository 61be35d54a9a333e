/**
 * The access matrix's entries for the progress steps and workgroup approvals of issue 7
 * (services/api/src/progress), kept apart from endpointTable.ts, which spreads them in.
 */
import type { ApiClient } from './apiClient.js';
import type { Can, EndpointEntry, Expectation, Fixtures, Principal } from './endpointTable.js';

type Row = Record<string, any> & { id: string };

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now() % 100_000}-${++sequence}`;
const refused: Expectation = { status: 403, message: 'Unauthorized request' };
/** Spec §6: these roles read every workgroup's approvals; workgroup-permission holders their own. */
const readsEveryWorkgroup = ['businessOfficeAdmin', 'academicAffairsApprover', 'admin', 'academicOpsAdmin'];

/**
 * A read of one workgroup's approvals or plan: a workgroup-permission holder (the demo's faculty user is a
 * member of its department's workgroup) reads their own workgroups' only; another's is not found (404).
 */
const scopedRead = (p: Principal, canDo: Can, workgroupId: string): Expectation =>
  !canDo('read', 'WorkgroupApproval')
    ? refused
    : readsEveryWorkgroup.includes(p.role ?? '') ||
        p.auth?.workgroupPermissions.some((membership) => membership.id === workgroupId)
      ? { status: 'success' }
      : { status: 404 };

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
const demoApprovals = new Map<string, Promise<Row>>();
const demoApprovalId = async (fx: Fixtures): Promise<string> => (await demoApproval(fx)).id;
function demoApproval(fx: Fixtures): Promise<Row> {
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
      const row = rows.find((candidate) => candidate.approvals.length > 0)!;
      return {
        id: row.approvals[0].id as string,
        WorkgroupId: row.WorkgroupId,
        AcademicPeriodId: published.id,
      };
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
    cases: [
      {
        name: 'main',
        build: async (_, fx) => {
          const { id, WorkgroupId } = await demoApproval(fx);
          return { params: { id }, record: { WorkgroupId } };
        },
        expect: (p, canDo, probe) => scopedRead(p, canDo, String(probe.record?.WorkgroupId)),
      },
    ],
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
  {
    method: 'GET',
    path: '/api/workgroupApprovals/:id/plan',
    rule: { action: 'read', subject: 'WorkgroupApproval' },
    cases: [
      {
        name: "the plan of the demo approval's workgroup",
        build: async (_, fx) => {
          const { WorkgroupId, AcademicPeriodId } = await demoApproval(fx);
          return { params: { id: WorkgroupId }, query: `?AcademicPeriodId=${AcademicPeriodId}` };
        },
        expect: (p, canDo, probe) => scopedRead(p, canDo, String(probe.params?.id)),
      },
    ],
  },
  {
    method: 'POST',
    path: '/api/workgroupApprovals/:id/withdraw',
    rule: { action: 'create', subject: 'WorkgroupApproval' },
    cases: [
      {
        // the approver withdraws an approval of their own; the others are refused before the approval counts
        name: 'withdraw one own approval',
        build: async (p, fx) => {
          if (p.role !== 'academicAffairsApprover') return { params: { id: await demoApprovalId(fx) } };
          const approval = await send(p.client, 'post', '/api/workgroupApprovals', await planInReview(fx));
          return { params: { id: approval.id } };
        },
      },
    ],
  },
];
