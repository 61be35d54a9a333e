import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import { effortCsv, syntheticEffortRows } from '../support/effortFiles.js';
import { ApiClient, testRedisUrl } from '../support/index.js';
import { openSocket } from '../support/socketProbe.js';
import { startDemoDataServer } from './demoDataServer.js';
import { type BenchRow, round } from './stats.js';

/** Issue 17: 60 000 payroll rows from upload to read models in at most this. */
const targetSeconds = 10;
const rowCount = 60_000;
const payPeriodCodes = Array.from({ length: 12 }, (_, i) => `B-2071-${String(i + 1).padStart(2, '0')}`);

/**
 * Importing a 60 000-row payroll CSV end to end, as the Import Effort page does it: the dry run's upload,
 * POST effortImports, and the `effortImport` job until its `completed` progress reaches the starter's
 * socket (the job reports completion once the effort read model shows the import). The baseline, in the
 * same run and database: a plain COPY of the same rows into a table of the same columns.
 */
export async function effortImportBenchmark(
  activeYear: number,
  log: (message: string) => void,
): Promise<BenchRow> {
  const redis = testRedisUrl();
  const { database, server } = await startDemoDataServer('bench_effort', activeYear, {
    max: 4,
    env: { FEATURE_FLAGS: 'aemEnabled', ...(redis ? { REDIS_URL: redis } : {}) },
  });
  const url = server.url!;
  const starter = await openSocket(url, {
    cookie: (await new ApiClient(url).signIn('effortManager')).cookie,
  });
  try {
    const manager = await new ApiClient(url).signIn('effortManager');
    for (const [index, code] of payPeriodCodes.entries()) {
      const month = String(index + 1).padStart(2, '0');
      const created = await manager.post('/api/effortPayPeriods', {
        code,
        startDate: `2071-${month}-01`,
        endDate: `2071-${month}-28`,
      });
      if (created.status !== 201)
        throw new Error(`pay period: ${created.status} ${JSON.stringify(created.body)}`);
    }
    const employeeIds = Array.from({ length: 800 }, (_, i) => `BE${String(i).padStart(5, '0')}`);
    const rows = syntheticEffortRows(rowCount, { payPeriodCodes, employeeIds, seed: 17 });
    const csv = effortCsv(rows);
    log(
      `importing ${rows.length} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV, ${redis ? 'Redis' : 'PostgreSQL'} job queue)...`,
    );

    const socket = await openSocket(url, { cookie: manager.cookie });
    const started = performance.now();
    const dry = await fetch(`${url}/api/effortImports/dryRun`, {
      method: 'POST',
      headers: { cookie: manager.cookie, 'content-type': 'text/csv', 'x-file-name': 'bench.csv' },
      body: csv,
    });
    const summary = (await dry.json()) as { uploadId: string; validRowCount: number; errorCount: number };
    if (dry.status !== 200 || summary.errorCount > 0)
      throw new Error(`dry run: ${dry.status} ${JSON.stringify(summary).slice(0, 300)}`);
    const dryRunSeconds = (performance.now() - started) / 1000;
    const response = await manager.post('/api/effortImports', {
      uploadId: summary.uploadId,
      mode: 'replace',
      fileName: 'bench.csv',
    });
    if (response.status !== 202)
      throw new Error(`import not started: ${response.status} ${JSON.stringify(response.body)}`);
    const progress = await socket.finished(response.body.id as string, 10 * 60_000);
    const seconds = (performance.now() - started) / 1000;
    socket.close();
    const last = progress.at(-1);
    if (last?.state !== 'completed') throw new Error(`import ${last?.state}: ${JSON.stringify(last)}`);
    const stored = await database.db
      .selectFrom('effortActuals')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('ImportId', '=', response.body.id)
      .executeTakeFirstOrThrow();

    log('COPY of the same rows, the baseline...');
    const copySeconds = await copyRows(database.pool, csv);
    const met = seconds <= targetSeconds && Number(stored.count) === rows.length;
    return {
      what: `importing ${rows.length} payroll rows (upload to read models, job, progress over the socket)`,
      measured: `${round(seconds)} s (${Math.round(rows.length / seconds)} rows/s)`,
      baseline: `COPY of the same rows: ${round(copySeconds, 2)} s; import/COPY ${round(seconds / copySeconds, 1)}x`,
      target: `<= ${targetSeconds} s`,
      met,
      detail: {
        seconds: round(seconds, 2),
        dryRunSeconds: round(dryRunSeconds, 2),
        copySeconds: round(copySeconds, 3),
        ratio: round(seconds / copySeconds, 1),
        rowsInReadModel: Number(stored.count),
        progressMessages: progress.length,
        progress: progress.map((p) => p.progress),
        queue: redis ? 'redis' : 'postgres',
      },
    };
  } finally {
    starter.close();
    await server.stop();
    await database.drop();
  }
}

/** A plain COPY of the CSV into a table with the file's columns, the fastest way PostgreSQL takes rows. */
async function copyRows(pool: import('pg').Pool, csv: string): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query(`create table bench_effort_copy (
      "EmployeeId" text, "PositionId" text, "PositionTitle" text, "PayPeriod" text, "CostCenter" text,
      "EarnCode" text, "Amount" numeric, "Percent" numeric, "FTE" numeric)`);
    const header = csv.slice(0, csv.indexOf('\n')).split(',');
    const started = performance.now();
    await pipeline(
      Readable.from([csv]),
      client.query(
        copyFrom(
          `copy bench_effort_copy (${header.map((c) => `"${c}"`).join(', ')}) from stdin with (format csv, header true)`,
        ),
      ),
    );
    return (performance.now() - started) / 1000;
  } finally {
    client.release();
  }
}
