import { defaultDraftWeights } from '@tams/domain';
import { draftFacts } from '@tams/projections';
import { draftAssignments } from '@tams/workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { assign, newFaculty } from '../support/assignments.js';
import { createdRecord, listQuery, sharedTestServer, type TestServer } from '../support/index.js';
import {
  expectOk,
  newOffering,
  newSection,
  type Planning,
  type Row,
  setUpPlanning,
} from '../support/planning.js';

/**
 * Suggested assignees (issue 20 item 10, issue 23, issue 36 item 3): the candidates are those a draft could
 * choose, in the order of the scores shown, the first what a draft of the section alone proposes; those it
 * could not (a conflict, another workgroup, not receiving assignments, going over) are listed apart with
 * why; a covered section suggests nobody.
 */
let app: TestServer;
let p: Planning;

const suggestionsFor = async (sectionId: string) => {
  const answer = await p.ops.get(
    `/api/suggestedAssignees${listQuery({ filter: { SectionId: sectionId }, take: 200 })}`,
  );
  expect(answer.status).toBe(200);
  return answer.body as Suggestion[];
};
interface Suggestion {
  UserId: string;
  score: number;
  warnings: { kind: string }[];
  cannotTake: string | null;
}
const candidatesOf = (all: Suggestion[]) => all.filter((s) => s.cannotTake === null);
const apartOf = (all: Suggestion[], user: Row) => all.find((s) => s.UserId === user.id && s.cannotTake);

/** Candidates first, in the order of their scores; then everyone who cannot take it. */
function expectCandidatesFirstByScore(all: Suggestion[]) {
  const candidates = candidatesOf(all);
  expect(all.slice(0, candidates.length)).toEqual(candidates);
  const scores = candidates.map((s) => s.score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
}

beforeAll(async () => {
  app = await sharedTestServer();
  p = await setUpPlanning(app);
});

describe('GET /api/suggestedAssignees', () => {
  it('lists whoever would go over their required points apart, saying so, after every candidate', async () => {
    const { offering } = await newOffering(p);
    const busy = await newSection(p, offering, { points: 9 });
    const open = await newSection(p, offering, { points: 3 });
    const full = (await newFaculty(app, p, { pointsRequired: 10 })).user;
    const free = (await newFaculty(app, p, { pointsRequired: 10 })).user;
    await assign(p, busy.id, full.id, { points: 9 });
    const all = await suggestionsFor(open.id);
    expect(candidatesOf(all).some((s) => s.UserId === free.id)).toBe(true);
    expect(apartOf(all, full)?.cannotTake).toBe('Would have 12 of 10 required points');
    expectCandidatesFirstByScore(all);
  });

  it('lists apart, naming the conflict, the best-scored person who teaches at that hour, and whoever does not receive assignments', async () => {
    const mondayTen = { days: ['MO', 'WE'], startTime: '10:00', endTime: '10:50', frequency: 'weekly' };
    const { offering } = await newOffering(p);
    const [taught, target] = [await newSection(p, offering), await newSection(p, offering)];
    await createdRecord(p.ops, 'meetings', { SectionId: taught.id, ...mondayTen });
    await createdRecord(p.ops, 'meetings', { SectionId: target.id, ...mondayTen, startTime: '10:30' });
    // furthest from their required points of all: without the conflict, the first candidate
    const busy = (await newFaculty(app, p, { pointsRequired: 80 })).user;
    await assign(p, taught.id, busy.id, { points: 1 });
    const resting = (await newFaculty(app, p, { pointsRequired: 90 })).user;
    expectOk(
      await p.ops.post('/api/facultyProfiles', { UserId: resting.id, receiveAssignments: false }),
      'profile',
    );
    const all = await suggestionsFor(target.id);
    expect(apartOf(all, busy)?.cannotTake).toMatch(/^Teaches at this time: .+ \(.*10:00.*\)$/);
    expect(apartOf(all, resting)?.cannotTake).toBe('Does not receive assignments');
    const [top] = candidatesOf(all);
    expect(all.find((s) => s.UserId === busy.id)!.score).toBeGreaterThan(top!.score);
    expectCandidatesFirstByScore(all);
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
    // furthest from their required points of all (the other tests' faculty too): the equity part makes
    // them the one
    const furthest = (await newFaculty(app, p, { pointsRequired: 500 })).user;
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
