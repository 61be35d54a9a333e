import { randomUUID } from 'node:crypto';
import { eventStoreMigrations, PostgresEventStore } from '@tams/event-store';
import { createTestDatabase, type TestDatabase } from '@tams/tests/support';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sectionPlan } from './cloneStreams.js';
import type { SourceSection } from './sourcePages.js';
import { appendNewStreams } from './streamWriters.js';

/**
 * A clone claims the unique keys of what it creates, as commands do: two source sections that land in
 * one target offering and term with one number make one section; the other is reported, not appended.
 */
let database: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase('clone_writers', [eventStoreMigrations]);
  store = new PostgresEventStore({ pool: database.pool });
});
afterAll(() => database?.drop());

it('appends one of two cloned sections with the same number in a target offering and term', async () => {
  const [target, term, CourseId, TeachingModeId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const source = (): SourceSection => ({
    id: randomUUID(),
    name: 'Intro',
    sectionNumber: '001',
    AcademicTermId: randomUUID(),
    TeachingModeId,
    WorkgroupId: null,
    points: 3,
    CourseId,
    courseNumber: 'BIO 1',
    offeringPoints: 3,
    meeting: null,
  });
  const plans = [source(), source()].map((section) => sectionPlan(section, target, term, 3, false));
  const outcomes: string[] = [];
  await appendNewStreams(store, plans, {}, (_plan, outcome) => outcomes.push(outcome));
  expect(outcomes.sort()).toEqual(['created', 'taken']);
  const versions = await Promise.all(plans.map((plan) => store.readStream(plan.stream.streamId)));
  expect(versions.map((stream) => stream.version).sort()).toEqual([0, 1]);
  // a second run finds the created one there and the other still taken
  const again: string[] = [];
  await appendNewStreams(store, plans, {}, (_plan, outcome) => again.push(outcome));
  expect(again.sort()).toEqual(['exists', 'taken']);
});
