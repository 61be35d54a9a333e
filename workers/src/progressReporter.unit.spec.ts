import { describe, expect, it } from 'vitest';
import { CloneReport, maxReasons } from './cloning/cloneReport.js';
import { ProgressReporter } from './progressReporter.js';

const reporterAt = (clock: { now: number }) => {
  const sent: number[] = [];
  const reporter = new ProgressReporter(
    async (percent) => {
      sent.push(percent);
    },
    () => clock.now,
  );
  return { sent, reporter };
};
const settle = () => new Promise((done) => setTimeout(done, 0));

describe('ProgressReporter', () => {
  it('reports every 2 points, or a smaller step after 250 ms, never backwards', async () => {
    const clock = { now: 1000 };
    const { sent, reporter } = reporterAt(clock);
    for (const percent of [0.5, 1, 2.4, 3, 3.5, 2]) {
      reporter.report(percent);
      await settle();
    }
    expect(sent).toEqual([2]);
    clock.now += 300;
    reporter.report(3.9);
    await settle();
    expect(sent).toEqual([2, 3]);
  });

  it('keeps 100 for the end: progress stops at 99 until finish', async () => {
    const { sent, reporter } = reporterAt({ now: 0 });
    reporter.report(100);
    await settle();
    await reporter.finish();
    expect(sent).toEqual([99, 100]);
  });

  it('sends one report at a time: what comes while one is in flight is dropped, not queued', async () => {
    let release!: () => void;
    const sent: number[] = [];
    const reporter = new ProgressReporter(
      (percent) => {
        sent.push(percent);
        return new Promise<void>((done) => (release = done));
      },
      () => 0,
    );
    reporter.report(10);
    reporter.report(20);
    expect(sent).toEqual([10]);
    release();
    await settle();
    reporter.report(30);
    expect(sent).toEqual([10, 30]);
  });
});

describe('ProgressReporter of a retried job', () => {
  it('goes on from what the failed attempt reached, never below it', async () => {
    const sent: number[] = [];
    const reporter = new ProgressReporter(
      async (percent) => {
        sent.push(percent);
      },
      () => 0,
      40,
    );
    for (const percent of [2, 20, 39, 42]) {
      reporter.report(percent);
      await settle();
    }
    expect(sent).toEqual([42]);
  });
});

describe('CloneReport', () => {
  it('counts children skipped with their parent and lists at most a few reasons', () => {
    const report = new CloneReport();
    report.countCreated('sections', 3);
    for (let i = 0; i < maxReasons + 2; i++)
      report.skip('sections', { id: `s${i}`, label: `HIST 101 section ${i}` }, 'Already exists', {
        meetings: 1,
      });
    const result = report.result();
    expect(result.created.sections).toBe(3);
    expect(result.skipped).toMatchObject({
      sections: maxReasons + 2,
      meetings: maxReasons + 2,
      reasonsLeftOut: 2,
    });
    expect(result.skipped.reasons).toHaveLength(maxReasons);
    expect(result.skipped.reasons[0]).toEqual({
      kind: 'sections',
      id: 's0',
      label: 'HIST 101 section 0',
      reason: 'Already exists',
    });
  });
});
