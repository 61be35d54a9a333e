import type { DraftProblem, DraftWeights } from './draftProblem.js';
import type { DraftAssignment } from './draftObjective.js';
import { type DraftEligibility, draftEligibility } from './draftEligibility.js';
import { deviationOf } from './pairScore.js';
import { overlapCliques } from './overlapCliques.js';

export interface DraftModel {
  /** The mixed-integer program in CPLEX LP format, as HiGHS reads it. */
  lp: string;
  eligibility: DraftEligibility;
  variables: number;
}

const number = (value: number) => String(Math.round(value * 1e9) / 1e9);
const terms = (entries: readonly (readonly [number, string])[]) =>
  entries
    .map(([coefficient, name]) => `${coefficient < 0 ? '-' : '+'} ${number(Math.abs(coefficient))} ${name}`)
    .join(' ');

/**
 * The draft as a MIP (DESIGN §18). x{k} = 1: pair k of the eligibility is drafted. Per section at most one
 * instructor; per instructor and group of overlapping sections at most one; per instructor, points taken +
 * u - o = required - assigned, so u is what remains under and o what is over; balance costs u + o,
 * overload o, equity the largest u + o (z). Without overload the row is a capacity (points taken <=
 * remaining) and balance is linear in the points taken: folded into x's value, no u (a tighter model).
 * Maximised: the same objective as draftObjectiveOf, up to a constant (the instructors with no pair).
 */
export function draftModelOf(problem: DraftProblem, weights: DraftWeights): DraftModel {
  const eligibility = draftEligibility(problem, weights);
  const { pairs, pairsBySection, overlapping } = eligibility;
  const balanceInX = problem.allowOverload ? 0 : weights.balance;
  const objective: [number, string][] = pairs.map((pair, k) => [
    pair.score.value + balanceInX * problem.sections[pair.section].points,
    `x${k}`,
  ]);
  const rows: string[] = [];
  const row = (body: string) => rows.push(` r${rows.length}: ${body}`);
  const columnOf = new Map(pairs.map((pair, k) => [pair, `x${k}`]));
  for (const sectionPairs of pairsBySection)
    if (sectionPairs.length > 1) row(`${terms(sectionPairs.map((pair) => [1, columnOf.get(pair)!]))} <= 1`);
  const pairIndex = new Map(pairs.map((pair, k) => [`${pair.instructor}|${pair.section}`, k]));
  const pairsOf = new Map<number, number[]>();
  pairs.forEach((pair, k) => pairsOf.set(pair.instructor, [...(pairsOf.get(pair.instructor) ?? []), k]));
  const cliques = overlapCliques(overlapping);
  let constantDeviation = 0;
  const loads: string[] = [];
  for (const i of eligibility.drafted) {
    const instructor = problem.instructors[i];
    const mine = pairsOf.get(i);
    if (!mine) {
      constantDeviation = Math.max(
        constantDeviation,
        deviationOf(instructor.pointsRequired, instructor.pointsAssigned),
      );
      continue;
    }
    for (const clique of cliques) {
      const members = clique.map((s) => pairIndex.get(`${i}|${s}`)).filter((k) => k !== undefined);
      if (members.length > 1) row(`${terms(members.map((k) => [1, `x${k}`]))} <= 1`);
    }
    const remaining = instructor.pointsRequired! - instructor.pointsAssigned;
    const load = terms(mine.map((k) => [problem.sections[pairs[k].section].points, `x${k}`]));
    if (!problem.allowOverload) {
      // remaining after = remaining - load >= 0: balance is linear in the points taken (in x's value)
      row(`${load} <= ${number(remaining)}`);
      if (weights.equity > 0) row(`z ${load} >= ${number(remaining)}`);
      continue;
    }
    row(`${load} + u${i} - o${i} = ${number(remaining)}`);
    if (weights.equity > 0) row(`z - u${i} - o${i} >= 0`);
    objective.push([-weights.balance, `u${i}`], [-(weights.balance + weights.overload), `o${i}`]);
    loads.push(`u${i}`, `o${i}`);
  }
  if (weights.equity > 0) objective.push([-weights.equity, 'z']);
  const bounds = [
    ...loads.map((name) => ` ${name} >= 0`),
    ...(weights.equity > 0 ? [` z >= ${number(constantDeviation)}`] : []),
  ];
  const lp = [
    'Maximize',
    ` obj: ${objective.length > 0 ? terms(objective) : '0 x0'}`,
    'Subject To',
    ...(rows.length > 0 ? rows : [' r0: x0 <= 1']),
    'Bounds',
    ...bounds,
    'Binary',
    ...(pairs.length > 0 ? pairs.map((_, k) => ` x${k}`) : [' x0']),
    'End',
    '',
  ].join('\n');
  const variables = pairs.length + loads.length + (weights.equity > 0 ? 1 : 0);
  return { lp, eligibility, variables };
}

/** The assignment a solution picks: `chosen` are the names of the x columns at 1. */
export function assignmentOfSolution(
  problem: DraftProblem,
  model: DraftModel,
  chosen: readonly string[],
): DraftAssignment {
  const assignment = new Map<string, string>();
  for (const name of chosen) {
    const pair = model.eligibility.pairs[Number(name.slice(1))];
    if (!name.startsWith('x') || !pair) continue;
    assignment.set(problem.sections[pair.section].id, problem.instructors[pair.instructor].id);
  }
  return assignment;
}
