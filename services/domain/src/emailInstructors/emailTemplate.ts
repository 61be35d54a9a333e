import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';
import { mergeFieldErrors } from './mergeFields.js';

export const maxSubjectLength = 300;
export const maxBodyLength = 20_000;

/**
 * A saved message for Email Instructors (spec §2 /emailInstructors; subject Email): a subject and a body
 * with merge fields (mergeFields.ts). Saving one that names an unknown merge field is refused (400 on the
 * field), so a send never finds one.
 */
export const emailTemplates = defineResource({
  name: 'emailTemplates',
  eventPrefix: 'EmailTemplate',
  streamPrefix: 'emailTemplate',
  labels: { one: 'Email Template', many: 'Email Templates' },
  fields: {
    name: field.text('Name', { required: true, max: 200, unique: true, search: true }),
    subject: field.text('Subject', { required: true, max: maxSubjectLength }),
    body: field.text('Body', { required: true, max: maxBodyLength, multiline: true, list: false }),
  },
  representation: 'name',
  defaultSort: ['name', 'ASC'],
  rules: { validate: (values) => mergeFieldErrors(values) },
});
