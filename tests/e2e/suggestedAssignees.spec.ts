import { defaultDraftWeights } from '@tams/domain';
import { draftFacts } from '@tams/projections';
import { draftAssignments } from '@tams/workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { assign, newFaculty } from '../support/assignments.js';
import { listQuery, sharedTestServer, type TestServer } from '../support/index.js';
import { newOffering, newSection, type Planning, type Row, setUpPlanning } from '../support/planning.js';

/**
 * Suggested assignees (issue 20 item 10, issue 23): going over one's required points weighs more than any
 * criterion, a covered section suggests nobody, and the ranking is the auto-draft's scoring.
 */
let app: TestServer;
let p: Planning;

const suggestionsFor = async (sectionId: string) => {
  const answer = await p.ops.get(
    `/api/suggestedAssignees${listQuery({ filter: { SectionId: sectionId }, take: 200 })}`,
  );
  expect(answer.status).toBe(200);
  return answer.body as { UserId: string; score: number; warnings: { kind: string }[] }[];
};

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
});

describe('GET /api/suggestedAssignees', () => {
  it('ranks whoever would stay within their required points before anyone who would go over', async () => {
    const { offering } = await newOffering(p);
    const busy = await newSection(p, offering, { points: 9 });
    const open = await newSection(p, offering, { points: 3 });
    const full = (await newFaculty(app, p, { pointsRequired: 10 })).user;
    const free = (await newFaculty(app, p, { pointsRequired: 10 })).user;
    await assign(p, busy.id, full.id, { points: 9 });
    const ranked = await suggestionsFor(open.id);
    const rankOf = (user: Row) => ranked.findIndex((s) => s.UserId === user.id);
    expect(rankOf(full)).toBeGreaterThan(-1);
    expect(rankOf(free)).toBeGreaterThan(-1);
    expect(rankOf(free)).toBeLessThan(rankOf(full));
    // every candidate who would go over comes after every one who would not
    const overloaded = ranked.map((s) => s.warnings.some((w) => w.kind === 'overload'));
    expect(overloaded).toEqual([...overloaded].sort((a, b) => Number(a) - Number(b)));
  });

  it('suggests nobody for a covered section', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering, { points: 2 });
    const teacher = (await newFaculty(app, p, { pointsRequired: 10 })).user;
    expect((await suggestionsFor(section.id)).length).toBeGreaterThan(0);
    await assign(p, section.id, teacher.id, { points: 2 });
    expect(await suggestionsFor(section.id)).toEqual([]);
  });

  it('puts first the instructor whom a draft of the section alone proposes', async () => {
    const { offering } = await newOffering(p);
    const section = await newSection(p, offering, { points: 3 });
    // furthest from their required points of all: the equity part makes them the one
    const furthest = (await newFaculty(app, p, { pointsRequired: 60 })).user;
    const facts = await draftFacts(app.database.db, { AcademicPeriodId: p.period.id });
    const oneSection = {
      ...facts,
      sections: facts.sections.filter((candidate) => candidate.id === section.id),
      overlaps: [],
    };
    expect(oneSection.sections).toHaveLength(1);
    const draft = await draftAssignments(oneSection, defaultDraftWeights);
    expect(draft.solver.status).toBe('optimal');
    expect(draft.proposals.map((proposal) => proposal.UserId)).toEqual([furthest.id]);
    const [top] = await suggestionsFor(section.id);
    expect(top!.UserId).toBe(draft.proposals[0]!.UserId);
  });
});
