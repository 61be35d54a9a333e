import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/** A department or unit whose courses and sections are planned together, with its members. */
export const workgroups = defineResource({
  name: 'workgroups',
  eventPrefix: 'Workgroup',
  streamPrefix: 'workgroup',
  labels: { one: 'Workgroup', many: 'Workgroups' },
  fields: {
    name: field.text('Name', { required: true, max: 100, unique: true, search: true }),
    description: field.text('Description', { max: 1000, multiline: true, list: false, search: true }),
    isActive: field.boolean('Active', { default: true }),
  },
  representation: 'name',
  defaultSort: ['name', 'ASC'],
  children: ['workgroupMemberships'],
});
