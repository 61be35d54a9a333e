import { readSisFile } from '@tams/workers';
import { ApiClient, testRedisUrl } from '../support/index.js';
import { sisDryRun } from '../support/sisImportFiles.js';
import { openSocket } from '../support/socketProbe.js';
import { startDemoDataServer } from './demoDataServer.js';
import { type BenchRow, round } from './stats.js';

/** Issue 21: 20 000 sections with their meetings from upload to read models in at most this. */
const targetSeconds = 10;
const courseCount = 1000;
const sectionsPerCourseAndTerm = 10;

const days = ['MWF', 'TR', 'MW', 'F', 'TR'];
const times = [
  ['08:00', '08:50'],
  ['09:00', '10:15'],
  ['11:00', '11:50'],
  ['13:00', '14:15'],
  ['15:00', '16:50'],
];

/** A registrar's section file: each course in two terms, ten sections each, each with a meeting. */
function sectionsCsv(terms: readonly string[]): string {
  const lines = ['Course Number,Term,Section Number,Name,Teaching Mode,Enrollment,Points,Days,Start,End'];
  for (let c = 0; c < courseCount; c++)
    for (const term of terms)
      for (let s = 1; s <= sectionsPerCourseAndTerm; s++) {
        const [start, end] = times[(c + s) % times.length]!;
        lines.push(
          `BN ${String(c).padStart(4, '0')},${term},${String(s).padStart(3, '0')},Bench section ${s},In Person,${(c + s) % 40},3,${days[s % days.length]},${start},${end}`,
        );
      }
  return lines.join('\n') + '\n';
}

const coursesCsv = () =>
  ['Course Number,Name,Section Max Students']
    .concat(
      Array.from({ length: courseCount }, (_, c) => `BN ${String(c).padStart(4, '0')},Bench course ${c},40`),
    )
    .join('\n') + '\n';

/**
 * Importing 20 000 sections with meetings (and their 1 000 offerings) end to end as the Data Services page
 * does it: the dry run's upload and comparison, POST /api/dataServices/imports, and the `sisImport` job until
 * its `completed` progress reaches the starter's socket (the job completes once the read models show every
 * record). The baseline, in the same run: reading (parsing) the same file alone.
 */
export async function sisImportBenchmark(
  activeYear: number,
  log: (message: string) => void,
): Promise<BenchRow> {
  const redis = testRedisUrl();
  const { database, server } = await startDemoDataServer('bench_sis', activeYear, {
    max: 4,
    env: { FEATURE_FLAGS: 'dataServicesEnabled', ...(redis ? { REDIS_URL: redis } : {}) },
  });
  const url = server.url!;
  try {
    const admin = await new ApiClient(url).signIn('admin');
    const socket = await openSocket(url, { cookie: admin.cookie });
    const importOf = async (kind: string, csv: string) => {
      const started = performance.now();
      const dry = await sisDryRun(url, admin, kind, csv, `bench-${kind}.csv`);
      if (dry.status !== 200 || dry.body.errorCount > 0)
        throw new Error(`dry run: ${dry.status} ${JSON.stringify(dry.body).slice(0, 400)}`);
      const dryRunSeconds = (performance.now() - started) / 1000;
      const response = await admin.post('/api/dataServices/imports', { kind, uploadId: dry.body.uploadId });
      if (response.status !== 202)
        throw new Error(`import: ${response.status} ${JSON.stringify(response.body)}`);
      const progress = await socket.finished(response.body.jobId as string, 10 * 60_000);
      const last = progress.at(-1);
      if (last?.state !== 'completed') throw new Error(`import ${last?.state}: ${JSON.stringify(last)}`);
      return { seconds: (performance.now() - started) / 1000, dryRunSeconds, dry: dry.body, progress };
    };
    log(`importing ${courseCount} courses first...`);
    const courses = await importOf('courses', coursesCsv());
    const { rows: terms } = await database.pool.query<{ name: string }>(
      `select t.name from "academicTerms" t where t."AcademicPeriodId" = (
         select "AcademicPeriodId" from "academicTerms" where name = $1) order by "startDate" limit 2`,
      [`Fall ${activeYear}`],
    );
    const csv = sectionsCsv(terms.map((term) => term.name));
    const sectionCount = courseCount * terms.length * sectionsPerCourseAndTerm;
    log(
      `importing ${sectionCount} sections with meetings (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV)...`,
    );
    const sections = await importOf('sections', csv);
    const { rows } = await database.pool.query<{ sections: number; meetings: number }>(
      `select count(*)::int as sections, count(m.id)::int as meetings from sections s
       join courses c on c.id = s."CourseId" left join meetings m on m."SectionId" = s.id
       where c."courseNumber" like 'BN %'`,
    );
    socket.close();
    log('reading the same file alone, the baseline...');
    const parseStarted = performance.now();
    await readSisFile(Buffer.from(csv), 'bench.csv', 'sections');
    const parseSeconds = (performance.now() - parseStarted) / 1000;
    const inReadModel = rows[0]!;
    const timings = (sections.progress.at(-1)?.result?.timings ?? { append: 0, readModels: 0 }) as {
      append: number;
      readModels: number;
    };
    const met =
      sections.seconds <= targetSeconds &&
      inReadModel.sections === sectionCount &&
      inReadModel.meetings === sectionCount &&
      sections.dry.created === sectionCount;
    return {
      what: `importing ${sectionCount} sections with meetings and ${courseCount} offerings (dry run, job, read models, progress over the socket)`,
      measured:
        `${round(sections.seconds)} s (${Math.round(sectionCount / sections.seconds)} sections/s; ` +
        `appending ${round(timings.append / 1000)} s, read models catching up ${round(timings.readModels / 1000)} s after)`,
      baseline: `parsing the file alone: ${round(parseSeconds, 2)} s; import/parse ${round(sections.seconds / parseSeconds, 1)}x`,
      target: `<= ${targetSeconds} s`,
      met,
      detail: {
        seconds: round(sections.seconds, 2),
        dryRunSeconds: round(sections.dryRunSeconds, 2),
        jobSeconds: round(sections.seconds - sections.dryRunSeconds, 2),
        parseSeconds: round(parseSeconds, 3),
        ratio: round(sections.seconds / parseSeconds, 1),
        sectionsInReadModel: inReadModel.sections,
        meetingsInReadModel: inReadModel.meetings,
        coursesSeconds: round(courses.seconds, 2),
        jobTimingsMs: timings,
        courseJobTimingsMs: courses.progress.at(-1)?.result?.timings,
        progress: sections.progress.map((p) => p.progress),
        queue: redis ? 'redis' : 'postgres',
      },
    };
  } finally {
    await server.stop();
    await database.drop();
  }
}
