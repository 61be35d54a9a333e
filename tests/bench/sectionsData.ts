import { appendStreams, largePlanStreams, type PlannedCourse } from '@tams/demo-data';
import type { EventStore } from '@tams/event-store';
import { projectionOf, rebuildProjection } from '@tams/projections';
import { type Kysely, sql } from 'kysely';

/**
 * The 50k sections of the seed's large scale (with their offerings, term modes and meetings), planned on the
 * bench's generated courses (the courses read model, rebuilt just before) in the period starting in `year`.
 * All of them, also those the catalog marks inactive or not offered (which the API would refuse to offer):
 * those flags follow from the course's number as its workgroup does, so keeping only offered courses
 * would leave some workgroups without sections. Then the sections and offerings read models are rebuilt
 * from zero, as a deploy would (unless `rebuild` is false: the history bench backdates the log first).
 */
export async function appendLargePlan(
  database: { db: Kysely<any>; url: string },
  store: EventStore,
  year: number,
  log: (message: string) => void,
  { rebuild = true }: { rebuild?: boolean } = {},
): Promise<void> {
  const { rows } = await sql<PlannedCourse & { sectionCreditHours: string }>`
    select id, "courseNumber", name, "WorkgroupId", "sectionMaxStudents", "sectionCreditHours"
    from courses where "courseNumber" like 'GEN %' order by id`.execute(database.db);
  const courses = rows.map((row) => ({ ...row, points: Number(row.sectionCreditHours) }));
  log(`writing 50 000 sections with meetings and their offerings, of ${courses.length} courses...`);
  const started = performance.now();
  await appendStreams(store, largePlanStreams(courses, year), { via: 'seed' }, 16);
  log(`  written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (!rebuild) return;
  for (const name of ['courseOfferings', 'sections']) {
    await rebuildProjection({
      db: database.db,
      store,
      projection: projectionOf(name),
      connectionString: database.url,
    });
  }
  log(
    `  offerings and sections read models rebuilt at ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Waits until every read model has caught up with the log (GET /api/health: no projection lags). */
export async function waitForProjections(url: string, timeoutSeconds = 600): Promise<void> {
  const until = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < until) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as {
      projections?: { lagEvents: number | null }[];
    };
    if (health.projections?.every((projection) => projection.lagEvents === 0)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`read models still behind after ${timeoutSeconds} s`);
}
