import { Worker } from 'node:worker_threads';
import {
  assignmentOfSolution,
  type DraftProblem,
  type DraftResult,
  type DraftWeights,
  draftModelOf,
  explainDraft,
} from '@tams/domain';

export interface DraftProgress {
  /** 0..99 while solving (100 is the caller's to report when it has stored the result). */
  percent: number;
  /** HiGHS's relative MIP gap so far (null before it has one). */
  gap: number | null;
}

export interface DraftSolveOptions {
  onProgress?: (progress: DraftProgress) => void;
  /** The solver stops here with the best draft so far (status 'timeLimit'). */
  timeLimitSeconds?: number;
}

interface HighsAnswer {
  status: string;
  gap: number | null;
  objective: number;
  chosen: string[];
}

/** Above this relative gap a solution is not called optimal (HiGHS stops at mip_rel_gap 0 or an absolute gap of 1e-6). */
const optimalGap = 1e-9;

/**
 * Drafts assignments for a period (DESIGN §18): builds the MIP (services/domain/src/autoDraft), solves it
 * with HiGHS in a worker thread, never on the caller's event loop, and explains the answer.
 */
export async function draftAssignments(
  problem: DraftProblem,
  weights: DraftWeights,
  options: DraftSolveOptions = {},
): Promise<DraftResult> {
  const started = performance.now();
  const timeLimitSeconds = options.timeLimitSeconds ?? 60;
  const model = draftModelOf(problem, weights);
  const solver = (status: DraftResult['solver']['status'], gap: number) => ({
    status,
    gap,
    ms: Math.round(performance.now() - started),
    variables: model.variables,
  });
  if (model.eligibility.pairs.length === 0)
    return explainDraft(problem, weights, model.eligibility, new Map(), solver('empty', 0));
  options.onProgress?.({ percent: 5, gap: null });
  const answer = await solveInWorker(model.lp, timeLimitSeconds, (seconds, gap) =>
    options.onProgress?.({ percent: Math.min(95, 5 + Math.round((90 * seconds) / timeLimitSeconds)), gap }),
  );
  const gap = answer.gap ?? 1;
  const status =
    answer.status === 'optimal' && gap <= optimalGap
      ? 'optimal'
      : answer.status === 'infeasible'
        ? 'infeasible'
        : 'timeLimit';
  const assignment = assignmentOfSolution(problem, model, answer.chosen);
  // a gap of floating-point noise (1e-16) is a proven optimum: reported as 0
  return explainDraft(
    problem,
    weights,
    model.eligibility,
    assignment,
    solver(status, gap <= optimalGap ? 0 : gap),
  );
}

function solveInWorker(
  lp: string,
  timeLimitSeconds: number,
  onProgress: (seconds: number, gap: number | null) => void,
): Promise<HighsAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./highsWorker.mjs', import.meta.url), {
      workerData: { lp, timeLimitSeconds },
    });
    // HiGHS keeps to its time limit; this is for a worker that hangs regardless
    const watchdog = setTimeout(() => void worker.terminate(), (timeLimitSeconds + 30) * 1000);
    let answer: HighsAnswer | undefined;
    worker.on('message', (message: { type: string; seconds?: number; gap?: number | null } & HighsAnswer) => {
      if (message.type === 'progress') onProgress(message.seconds ?? 0, message.gap ?? null);
      if (message.type === 'done') answer = message;
    });
    worker.on('error', (error) => {
      clearTimeout(watchdog);
      reject(error);
    });
    worker.on('exit', (code) => {
      clearTimeout(watchdog);
      if (answer) resolve(answer);
      else reject(new Error(`The solver stopped without an answer (exit code ${code})`));
    });
  });
}
