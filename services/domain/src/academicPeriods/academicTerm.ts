import type { FieldErrors } from '../shared/errors.js';
import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';
import { dateRangeErrors, uniqueAmongSiblings } from '../shared/rules.js';

/** A term of an academic period (fields beyond AcademicPeriodId are ours: spec §3 shows none). */
export const academicTerms = defineResource({
  name: 'academicTerms',
  eventPrefix: 'AcademicTerm',
  streamPrefix: 'academicPeriod',
  labels: { one: 'Academic Term', many: 'Academic Terms' },
  fields: {
    AcademicPeriodId: field.reference('Academic Period', 'academicPeriods', 'AcademicPeriod', {
      required: true,
      immutable: true,
    }),
    AcademicTermTypeId: field.reference('Term Type', 'academicTermTypes', 'AcademicTermType', {
      required: true,
    }),
    name: field.text('Name', { required: true, max: 100, search: true }),
    startDate: field.date('Start Date', { required: true }),
    endDate: field.date('End Date', { required: true }),
  },
  representation: 'name',
  defaultSort: ['startDate', 'ASC'],
  parent: { resource: 'academicPeriods', field: 'AcademicPeriodId' },
  rules: {
    validate(values, { id, root, children }) {
      const errors: FieldErrors = {
        ...dateRangeErrors(values),
        ...uniqueAmongSiblings(
          id,
          values,
          children.academicTerms,
          'name',
          'This period already has a term with this name',
        ),
      };
      if (root) {
        const period = root.values;
        if (String(values.startDate) < String(period.startDate)) {
          errors.startDate ??= `Must be within the period (it starts on ${period.startDate})`;
        }
        if (String(values.endDate) > String(period.endDate)) {
          errors.endDate ??= `Must be within the period (it ends on ${period.endDate})`;
        }
      }
      return errors;
    },
  },
});
