import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/** A room or place where sections meet (spec §3 Meeting: Location code and description). */
export const locations = defineResource({
  name: 'locations',
  eventPrefix: 'Location',
  streamPrefix: 'location',
  labels: { one: 'Location', many: 'Locations' },
  fields: {
    code: field.text('Code', { required: true, max: 32, unique: true, search: true }),
    description: field.text('Description', { max: 200, search: true }),
    isActive: field.boolean('Active', { default: true }),
  },
  representation: 'code',
  defaultSort: ['code', 'ASC'],
});
