// Runs in a worker thread (draftAssignments.ts): HiGHS blocks the thread it solves on, so never the
// caller's event loop. Plain JavaScript so it loads the same under tsx, vitest and production.
import { parentPort, workerData } from 'node:worker_threads';
import highsLoader from 'highs';

const { lp, timeLimitSeconds } = workerData;
const highs = await highsLoader();
const { callbackType, modelStatus } = highs.constants;
const started = performance.now();
const elapsed = () => (performance.now() - started) / 1000;

/**
 * Two runs: the first, with HiGHS's sub-MIP heuristics, finds a draft within 0.1% of the best; the second
 * starts from it with those heuristics off and proves the optimum (gap 0). On the benchmark's periods the
 * heuristics took most of a single run's time at the root, after the best draft was already found.
 */
function run(options, start) {
  const model = highs.createModel({ format: 'lp', data: lp });
  try {
    model.options.set({
      time_limit: Math.max(0.1, timeLimitSeconds - elapsed()),
      // the log is not printed: it is what drives the progress callbacks
      output_flag: true,
      log_to_console: false,
      ...options,
    });
    if (start) model.setSolution({ colValue: start });
    let reportedAt = 0;
    model.run({
      [callbackType.mipLogging](event) {
        if (elapsed() - reportedAt < 0.25) return;
        reportedAt = elapsed();
        parentPort.postMessage({ type: 'progress', seconds: reportedAt, gap: event.data.mip_gap ?? null });
      },
    });
    const status = model.getModelStatus();
    const solved = status === modelStatus.optimal || status === modelStatus.timeLimit;
    return {
      status: Object.entries(modelStatus).find(([, code]) => code === status)?.[0] ?? 'unknown',
      gap: solved ? Number(model.info.get('mip_gap')) : null,
      names: Array.from({ length: model.getDimensions().numCols }, (_, index) => model.getColName(index)),
      values: solved ? Float64Array.from(model.getSolution().colValue) : null,
    };
  } finally {
    model.dispose();
  }
}

let answer = run({ mip_rel_gap: 0.001, time_limit: 0.4 * timeLimitSeconds });
if (answer.values && answer.gap !== 0 && elapsed() < timeLimitSeconds)
  answer = run(
    {
      mip_rel_gap: 0,
      mip_heuristic_run_rins: false,
      mip_heuristic_run_rens: false,
      mip_heuristic_run_root_reduced_cost: false,
    },
    answer.values,
  );
const chosen = answer.values
  ? answer.names.filter((name, index) => name.startsWith('x') && answer.values[index] > 0.5)
  : [];
parentPort.postMessage({ type: 'done', status: answer.status, gap: answer.gap, chosen });
