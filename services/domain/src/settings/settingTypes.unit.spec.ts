import { describe, expect, it } from 'vitest';
import { settingTypeOf, settingValueError } from './settingTypes.js';

const errorOf = (machineName: string, value: string) => settingValueError(settingTypeOf(machineName)!, value);

describe('setting values', () => {
  it('takes a #rrggbb colour for primary_color', () => {
    expect(errorOf('primary_color', '#0736A4')).toBeUndefined();
    expect(errorOf('primary_color', 'blue')).toBe('Must be a colour like #0736a4');
  });
  it('takes true or false for logo, an email for support_email, any text for institution_name', () => {
    expect(errorOf('logo', 'true')).toBeUndefined();
    expect(errorOf('logo', 'yes')).toBe('Must be true or false');
    expect(errorOf('support_email', 'help@example.edu')).toBeUndefined();
    expect(errorOf('support_email', 'help')).toBe('Must be an email address');
    expect(errorOf('institution_name', 'Any University')).toBeUndefined();
  });
});
