import type { FieldErrors } from '../shared/errors.js';
import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';
import { settingTypeOf, settingTypes, settingValueError } from './settingTypes.js';

/**
 * The value of one system setting; one stream per setting, whose id derives from its machineName
 * (settingIdOf in the API), so two people creating the same setting conflict instead of duplicating it.
 */
export const settings = defineResource({
  name: 'settings',
  eventPrefix: 'Setting',
  streamPrefix: 'setting',
  labels: { one: 'Setting', many: 'Settings' },
  fields: {
    machineName: field.enum(
      'Setting',
      settingTypes.map((type) => type.machineName),
      { required: true, immutable: true },
    ),
    value: field.text('Value', { max: 2000, multiline: true }),
  },
  representation: 'machineName',
  defaultSort: ['machineName', 'ASC'],
  rules: {
    validate(values): FieldErrors {
      const type = settingTypeOf(String(values.machineName));
      if (!type || values.value === null || values.value === undefined) return {};
      const error = settingValueError(type, String(values.value));
      return error ? { value: error } : {};
    },
  },
});
