import type { FieldErrors } from '../shared/errors.js';
import { BusinessRuleError } from '../shared/errors.js';
import { progressStepNames } from '../progress/progressSteps.js';
import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';
import { dateRangeErrors } from '../shared/rules.js';

/**
 * An academic period (e.g. "2026-2027") and, in the same stream, its academic terms. Which period is the
 * system's active one is kept in its own stream (activeAcademicPeriod.ts) and projected as isSystemActive.
 */
export const academicPeriods = defineResource({
  name: 'academicPeriods',
  eventPrefix: 'AcademicPeriod',
  streamPrefix: 'academicPeriod',
  labels: { one: 'Academic Period', many: 'Academic Periods' },
  fields: {
    name: field.text('Name', { required: true, max: 100, unique: true, search: true }),
    startDate: field.date('Start Date', { required: true }),
    endDate: field.date('End Date', { required: true }),
    useAdvancedEffort: field.boolean('Use Advanced Effort', { default: false, list: false }),
  },
  // the progress steps move by their own events (services/domain/src/progress), never by editing the period
  computed: {
    isSystemActive: field.boolean('System Active', { default: false }),
    progressStep: field.integer('Progress Step', {
      min: 1,
      max: progressStepNames.length,
      default: 1,
      help: "Where the period's planning is (1 Setup ... 8 Published to faculty); workgroup rights start at 6",
    }),
    publishedForFaculty: field.boolean('Published for Faculty', {
      default: false,
      help: 'Faculty see their assignments for this period (from step 8, Published to faculty)',
    }),
  },
  representation: 'name',
  defaultSort: ['startDate', 'DESC'],
  children: ['academicTerms'],
  rules: {
    validate(values, { children }) {
      const errors: FieldErrors = dateRangeErrors(values);
      for (const term of Object.values(children.academicTerms ?? {})) {
        if (String(term.values.startDate) < String(values.startDate)) {
          errors.startDate ??= `Term "${term.values.name}" starts on ${term.values.startDate}, before this date`;
        }
        if (String(term.values.endDate) > String(values.endDate)) {
          errors.endDate ??= `Term "${term.values.name}" ends on ${term.values.endDate}, after this date`;
        }
      }
      return errors;
    },
  },
});

export const activePeriodDeleteRefusal = (name: string) =>
  new BusinessRuleError(
    `"${name}" is the system's active academic period and cannot be deleted. Make another period active first.`,
  );
