import { roundPoints } from '../shared/points.js';

/**
 * InstructorCosts (DESIGN §17): what an instructor's assigned points cost in a period. Points up to their
 * required points cost the rate of their instructor type and rank per point; points above cost the overload
 * rate. Without a rate for their type and rank the cost is unknown (null, "noRate"), never zero: a total
 * that silently left them out would understate the budget. Without required points nothing can be called
 * overload, so every point costs the regular rate ("noRequired").
 */
export const instructorCostStatuses = ['under', 'met', 'overload', 'noRate', 'noRequired'] as const;
export type InstructorCostStatus = (typeof instructorCostStatuses)[number];

export interface CostRate {
  costPerPoint: number;
  overloadRate: number;
}

export interface InstructorCost {
  /** Points paid at the regular rate and at the overload rate. */
  regularPoints: number;
  overloadPoints: number;
  /** Money, to the cent; null without a rate. */
  cost: number | null;
  /** cost / assigned points (what a section's share of them costs); null without a rate or points. */
  costPerAssignedPoint: number | null;
  status: InstructorCostStatus;
}

export const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

export function instructorCostOf(
  pointsRequired: number | null,
  pointsAssigned: number,
  rate: CostRate | null,
): InstructorCost {
  const required = pointsRequired === null ? null : Math.max(0, pointsRequired);
  const regularPoints = roundPoints(required === null ? pointsAssigned : Math.min(pointsAssigned, required));
  const overloadPoints = roundPoints(Math.max(0, pointsAssigned - regularPoints));
  const loadStatus: InstructorCostStatus =
    required === null
      ? 'noRequired'
      : pointsAssigned > required
        ? 'overload'
        : pointsAssigned < required
          ? 'under'
          : 'met';
  if (!rate)
    return { regularPoints, overloadPoints, cost: null, costPerAssignedPoint: null, status: 'noRate' };
  const exact = regularPoints * rate.costPerPoint + overloadPoints * rate.overloadRate;
  return {
    regularPoints,
    overloadPoints,
    cost: roundMoney(exact),
    costPerAssignedPoint: pointsAssigned > 0 ? exact / pointsAssigned : null,
    status: loadStatus,
  };
}

/**
 * What one teaching assignment costs: its points at its instructor's average cost per assigned point, so
 * a shared section splits by points and an instructor's overload spreads over all their assignments in
 * proportion. Null when the instructor's cost is unknown. Kept unrounded: totals round once.
 */
export const assignmentCostOf = (points: number, instructor: InstructorCost): number | null =>
  instructor.cost === null ? null : points * (instructor.costPerAssignedPoint ?? 0);

export interface CostTotal {
  /** The known costs summed, to the cent. */
  cost: number;
  /** Assignments (or instructors) whose cost is unknown: the total is then a lower bound. */
  unknownCount: number;
}

/** Sums costs, counting the unknown ones apart. */
export function totalOf(costs: readonly (number | null)[]): CostTotal {
  let sum = 0;
  let unknownCount = 0;
  for (const cost of costs) {
    if (cost === null) unknownCount += 1;
    else sum += cost;
  }
  return { cost: roundMoney(sum), unknownCount };
}
