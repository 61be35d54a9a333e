import { periodIdOf } from '@tams/demo-data';
import { type DraftProblem, type DraftResult, defaultDraftWeights, greedyDraftResult } from '@tams/domain';
import { draftFacts } from '@tams/projections';
import { draftAssignments } from '@tams/workers';
import { generatedDraftProblem } from './autoDraftData.js';
import { startDemoDataServer } from './demoDataServer.js';
import type { BenchRow } from './stats.js';

const budgetMs = 10_000;

const figuresText = (result: DraftResult, sections: number) =>
  `covered ${result.figures.sectionsCovered}/${sections}, over ${result.figures.instructorsOver}, ` +
  `mean preference ${result.figures.meanPreferenceAlignment.toFixed(3)}`;

/** One period drafted exactly (HiGHS, gap 0) beside the greedy baseline, in the same run. */
async function draftBeside(name: string, problem: DraftProblem): Promise<BenchRow[]> {
  const greedy = greedyDraftResult(problem, defaultDraftWeights);
  const draft = await draftAssignments(problem, defaultDraftWeights, { timeLimitSeconds: 60 });
  const size = `${problem.sections.length} sections x ${problem.instructors.length} faculty`;
  const optimal = draft.solver.status === 'optimal' && draft.solver.gap === 0;
  return [
    {
      what: `auto-draft ${name} (${size}): time, objective`,
      measured: `${(draft.solver.ms / 1000).toFixed(2)} s, ${draft.objective.total} (${draft.solver.status}, gap ${draft.solver.gap})`,
      baseline: `greedy ${(greedy.solver.ms / 1000).toFixed(2)} s, ${greedy.objective.total}`,
      target: '<= 10 s at MIP gap 0, objective >= greedy',
      met: optimal && draft.solver.ms <= budgetMs && draft.objective.total >= greedy.objective.total,
      detail: {
        variables: draft.solver.variables,
        draft: draft.objective.parts,
        greedy: greedy.objective.parts,
      },
    },
    {
      what: `auto-draft ${name}: figures`,
      measured: figuresText(draft, problem.sections.length),
      baseline: `greedy ${figuresText(greedy, problem.sections.length)}`,
      target: 'covered >= greedy, nobody over',
      met:
        draft.figures.sectionsCovered >= greedy.figures.sectionsCovered &&
        draft.figures.instructorsOver === 0,
    },
  ];
}

/**
 * `npm run bench -- --only autodraft` (issue 23, DESIGN §18): the demo period (its draft facts read from
 * the seeded read models as the job reads them) and a generated period of 400 sections x 80 faculty.
 */
export async function autoDraftBenchmarks(
  activeYear: number,
  log: (message: string) => void,
): Promise<BenchRow[]> {
  log('auto-draft: reading the demo period...');
  const { database, server } = await startDemoDataServer('bench_autodraft', activeYear, { max: 4 });
  let demo: DraftProblem;
  try {
    demo = await draftFacts(database.db, { AcademicPeriodId: periodIdOf(activeYear) });
  } finally {
    await server.stop();
    await database.drop();
  }
  log('auto-draft: the demo period, exact vs greedy...');
  const rows = await draftBeside('demo period', demo);
  log('auto-draft: a generated period of 400 sections x 80 faculty, exact vs greedy...');
  rows.push(...(await draftBeside('generated period', generatedDraftProblem())));
  return rows;
}
