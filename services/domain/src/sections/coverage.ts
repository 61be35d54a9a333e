import { roundPoints } from '../shared/points.js';

/** Coverage of a section (DESIGN §11): how its teaching assignments' points compare with its points. */
export const coverageStatuses = ['uncovered', 'partial', 'covered', 'over'] as const;
export type CoverageStatus = (typeof coverageStatuses)[number];

/** `assignments`: how many teaching assignments the section has; `assigned`: the sum of their points. */
export function coverageOf(
  points: number,
  assigned: number,
  assignments: number,
): { coverageStatus: CoverageStatus; variance: number } {
  const variance = roundPoints(assigned - points);
  if (assignments === 0) return { coverageStatus: 'uncovered', variance };
  return { coverageStatus: variance < 0 ? 'partial' : variance === 0 ? 'covered' : 'over', variance };
}
