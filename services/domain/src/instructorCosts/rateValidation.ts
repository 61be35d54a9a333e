import type { FieldErrors } from '../shared/errors.js';
import type { RateCell, SetInstructorRates } from './instructorRates.js';

/** A cell's key in a matrix: its instructor type and rank. */
export const cellKey = (cell: RateCell) => `${cell.InstructorTypeId}:${cell.RankId}`;

/** Most money a point may cost: a guard against a slip of the keyboard, not a policy. */
export const maxRate = 1_000_000;

/** Money: a decimal >= 0 with at most two decimals, below maxRate; an error message or undefined. */
export function moneyError(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'Must be an amount';
  if (value < 0) return 'Must be 0 or more';
  if (value > maxRate) return `At most ${maxRate.toLocaleString('en')}`;
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return 'At most 2 decimals';
  return undefined;
}

/** The field errors of a SetInstructorRates, by `rates.<i>.<field>` (none: it may be decided). */
export function validateChanges(command: SetInstructorRates): FieldErrors {
  const errors: FieldErrors = {};
  if (command.rates.length === 0) errors.rates = 'Set at least one rate';
  const types = new Set(command.instructorTypeIds);
  const ranks = new Set(command.rankIds);
  const seen = new Set<string>();
  command.rates.forEach((change, index) => {
    const at = `rates.${index}`;
    if (!types.has(change.InstructorTypeId)) errors[`${at}.InstructorTypeId`] = 'No such instructor type';
    if (!ranks.has(change.RankId)) errors[`${at}.RankId`] = 'No such rank';
    if (seen.has(cellKey(change))) errors[at] = 'This instructor type and rank appear twice';
    seen.add(cellKey(change));
    const clearing = change.costPerPoint === null && change.overloadRate === null;
    if (clearing) return;
    for (const name of ['costPerPoint', 'overloadRate'] as const) {
      const value = change[name];
      const problem = value === null ? 'Required (or clear both to remove the rate)' : moneyError(value);
      if (problem) errors[`${at}.${name}`] = problem;
    }
  });
  return errors;
}
