import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';
import { uniqueAmongSiblings } from '../shared/rules.js';

/** What each personal setting may hold (spec §3 UserSetting: theme, dark or light). */
export const userSettingValues: Record<string, readonly string[]> = { theme: ['dark', 'light'] };

/** A personal setting of one user (spec §3 UserSetting), in the user's stream. */
export const userSettings = defineResource({
  name: 'userSettings',
  eventPrefix: 'UserSetting',
  streamPrefix: 'user',
  labels: { one: 'User Setting', many: 'User Settings' },
  fields: {
    UserId: field.reference('User', 'users', 'User', { required: true, immutable: true }),
    machineName: field.enum('Setting', Object.keys(userSettingValues), { required: true, immutable: true }),
    value: field.text('Value', { required: true, max: 200 }),
  },
  representation: 'machineName',
  defaultSort: ['machineName', 'ASC'],
  parent: { resource: 'users', field: 'UserId' },
  rules: {
    validate(values, { id, children }) {
      const allowed = userSettingValues[String(values.machineName)];
      return {
        ...uniqueAmongSiblings(
          id,
          values,
          children.userSettings,
          'machineName',
          'This user already has this setting',
        ),
        ...(allowed && !allowed.includes(String(values.value))
          ? { value: `Must be one of: ${allowed.join(', ')}` }
          : {}),
      };
    },
  },
});
