import type { FieldErrors } from '../shared/errors.js';
import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';
import { timeRangeErrors } from './meetingRules.js';

export const meetingDays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const meetingFrequencies = ['weekly', 'biweekly', 'once'] as const;

/**
 * When and where a section meets (spec §3 Meeting), in the section's stream; one per section. The
 * pattern reads as a recurrence: on `days`, every week or every other week, `occurrence` times or until
 * `until`, except the dates in `exceptions`.
 */
export const meetings = defineResource({
  name: 'meetings',
  eventPrefix: 'Meeting',
  streamPrefix: 'section',
  labels: { one: 'Meeting', many: 'Meetings' },
  fields: {
    SectionId: field.reference('Section', 'sections', 'Section', { required: true, immutable: true }),
    days: field.enumList('Days', meetingDays, { required: true }),
    startTime: field.text('Start', { required: true, max: 5, help: 'HH:MM, 24-hour' }),
    endTime: field.text('End', { required: true, max: 5, help: 'HH:MM, 24-hour' }),
    frequency: field.enum('Frequency', meetingFrequencies, { required: true, default: 'weekly' }),
    occurrence: field.integer('Occurrences', { min: 1, max: 200, list: false }),
    until: field.date('Until', { list: false }),
    exceptions: field.dateList('Exceptions', { list: false, help: 'Dates without a meeting' }),
    description: field.text('Description', { max: 200 }),
    LocationId: field.reference('Location', 'locations', 'Location'),
  },
  representation: 'startTime',
  defaultSort: ['startTime', 'ASC'],
  parent: { resource: 'sections', field: 'SectionId' },
  rules: {
    validate(values, { id, children }) {
      const errors: FieldErrors = timeRangeErrors(values);
      const other = Object.values(children.meetings ?? {}).some((meeting) => meeting.id !== id);
      if (other) errors.SectionId = 'This section already has a meeting: change that one';
      if ((values.days as unknown[] | undefined)?.length === 0) errors.days = 'Choose at least one day';
      return errors;
    },
  },
});
