import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, localModeFeatureFlags } from './config.js';

const flagsOf = (env: Record<string, string>) => loadConfig(env).featureFlags;
const facultyPageFlags = {
  mySharedTeachingEnabled: true,
  myTeachingPreferencesEnabled: true,
  myTeachingAssignmentsEnabled: true,
  myScheduleEnabled: true,
};
const demoFlagsOn = Object.fromEntries(localModeFeatureFlags.map((name) => [name, true]));

describe('feature flags by mode (DESIGN §10, issue 17 item 9)', () => {
  it('local mode, the default of `npm start`, turns on every module a newcomer needs to see', () => {
    expect(flagsOf({})).toEqual({ ...facultyPageFlags, ...demoFlagsOn });
    expect(flagsOf({ MODE: 'local' })).toEqual({ ...facultyPageFlags, ...demoFlagsOn });
    expect([...localModeFeatureFlags].sort()).toEqual(
      [
        'aemEnabled',
        'aemEnabledFaculty',
        'apiEnabled',
        'dataServicesEnabled',
        'exportsEnabled',
        'userMergeEnabled',
      ].sort(),
    );
  });

  it('production and the other deployed modes keep them off', () => {
    for (const mode of ['production', 'staging-build', 'development']) {
      const flags = flagsOf({ MODE: mode });
      expect(flags, mode).toEqual(facultyPageFlags);
      for (const name of localModeFeatureFlags) expect(flags[name], `${mode} ${name}`).toBeUndefined();
    }
  });

  it('an explicit FEATURE_FLAGS entry wins over the mode default, either way', () => {
    const local = flagsOf({ MODE: 'local', FEATURE_FLAGS: 'apiEnabled=false, aemEnabledFaculty=false' });
    expect(local).toMatchObject({ apiEnabled: false, aemEnabledFaculty: false, aemEnabled: true });
    expect(local.userMergeEnabled).toBe(true);
    const production = flagsOf({ MODE: 'production', FEATURE_FLAGS: 'aemEnabled,myScheduleEnabled=false' });
    expect(production).toMatchObject({ aemEnabled: true, myScheduleEnabled: false });
    expect(production.apiEnabled).toBeUndefined();
    expect(flagsOf({ MODE: 'local', FEATURE_FLAGS: 'auth0Enabled' })).toMatchObject({
      ...demoFlagsOn,
      auth0Enabled: true,
    });
  });

  it('refuses an entry that is not name or name=true|false', () => {
    expect(() => flagsOf({ FEATURE_FLAGS: 'aemEnabled=maybe' })).toThrow(ConfigError);
    expect(() => flagsOf({ FEATURE_FLAGS: 'not a name' })).toThrow(/FEATURE_FLAGS/);
  });
});
