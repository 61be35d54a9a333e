import type { FieldErrors } from '../shared/errors.js';
import { field } from '../shared/fields.js';
import { roundPoints } from '../shared/points.js';
import { defineResource } from '../shared/resource.js';

/**
 * A faculty member's points for one academic period (spec §3 Financial data): required is set here;
 * assigned is summed from their teaching and administrative assignments; remaining = required - assigned.
 */
export const financialData = defineResource({
  name: 'financialData',
  eventPrefix: 'FinancialData',
  streamPrefix: 'user',
  labels: { one: 'Financial Data', many: 'Financial Data' },
  fields: {
    UserId: field.reference('User', 'users', 'User', { required: true, immutable: true }),
    AcademicPeriodId: field.reference('Academic Period', 'academicPeriods', 'AcademicPeriod', {
      required: true,
      immutable: true,
    }),
    pointsRequired: field.decimal('Points Required', { required: true, max: 1000 }),
  },
  computed: {
    pointsAssigned: field.decimal('Points Assigned', { default: 0, max: 1_000_000 }),
    pointsRemaining: field.decimal('Points Remaining', { min: -1_000_000, max: 1_000_000 }),
  },
  derive: (row) => ({
    pointsRemaining: roundPoints(Number(row.pointsRequired ?? 0) - Number(row.pointsAssigned ?? 0)),
  }),
  representation: 'AcademicPeriodId',
  defaultSort: ['AcademicPeriodId', 'ASC'],
  parent: { resource: 'users', field: 'UserId' },
  rules: {
    validate(values, { id, children }): FieldErrors {
      const taken = Object.values(children.financialData ?? {}).some(
        (other) => other.id !== id && other.values.AcademicPeriodId === values.AcademicPeriodId,
      );
      return taken ? { AcademicPeriodId: 'This user already has financial data for this period' } : {};
    },
  },
});
