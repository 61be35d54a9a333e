import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/** One (academic term, teaching mode) in which an offering runs (spec §3 termModes), in its stream. */
export const offeringTermModes = defineResource({
  name: 'offeringTermModes',
  eventPrefix: 'OfferingTermMode',
  streamPrefix: 'courseOffering',
  labels: { one: 'Term Mode', many: 'Term Modes' },
  fields: {
    CourseOfferingId: field.reference('Course Offering', 'courseOfferings', 'CourseOffering', {
      required: true,
      immutable: true,
    }),
    AcademicTermId: field.reference('Academic Term', 'academicTerms', 'AcademicTerm', { required: true }),
    TeachingModeId: field.reference('Teaching Mode', 'teachingModes', 'TeachingMode', { required: true }),
  },
  representation: 'AcademicTermId',
  defaultSort: ['AcademicTermId', 'ASC'],
  parent: { resource: 'courseOfferings', field: 'CourseOfferingId' },
  rules: {
    validate(values, { id, children }) {
      const taken = Object.values(children.offeringTermModes ?? {}).some(
        (sibling) =>
          sibling.id !== id &&
          sibling.values.AcademicTermId === values.AcademicTermId &&
          sibling.values.TeachingModeId === values.TeachingModeId,
      );
      return taken
        ? { TeachingModeId: 'The offering already runs in this term with this teaching mode' }
        : undefined;
    },
  },
});
