import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, localModeFeatureFlags } from './config.js';
import { assertProductionReady, missingProductionSettings } from './productionConfig.js';

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

describe('what production mode needs (issue 35 item 7)', () => {
  const ready = {
    MODE: 'production',
    DATABASE_URL: 'postgres://tams@db:5432/tams',
    PUBLIC_URL: 'https://tams.example.edu',
    SAML_ENTRY_POINT: 'https://idp.example.edu/sso',
    SAML_IDP_CERT: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----',
  };
  const missingOf = (env: Record<string, string>) => missingProductionSettings(loadConfig(env));

  it('starts with a database, an https address and SAML, or Auth0 with its flag', () => {
    expect(missingOf(ready)).toEqual([]);
    const { SAML_ENTRY_POINT: _entry, SAML_IDP_CERT: _cert, ...withoutSaml } = ready;
    const auth0 = {
      ...withoutSaml,
      AUTH0_ISSUER_URL: 'https://tenant.auth0.com/',
      AUTH0_CLIENT_ID: 'client',
      AUTH0_CLIENT_SECRET: 'secret',
    };
    expect(missingOf({ ...auth0, FEATURE_FLAGS: 'auth0Enabled' })).toEqual([]);
    expect(missingOf(auth0)).toEqual([expect.stringMatching(/Auth0 is configured but its flag is off/)]);
  });

  it('names each missing setting, all at once', () => {
    expect(() => assertProductionReady(loadConfig({ MODE: 'production' }))).toThrow(ConfigError);
    const missing = missingOf({ MODE: 'production' });
    expect(missing).toHaveLength(3);
    expect(missing[0]).toMatch(/^DATABASE_URL/);
    expect(missing[1]).toMatch(/^PUBLIC_URL: the https address people use \(now http:\/\/localhost:3000\)/);
    expect(missing[2]).toMatch(/SAML_ENTRY_POINT and SAML_IDP_CERT, or AUTH0_ISSUER_URL/);
    expect(missingOf({ ...ready, PUBLIC_URL: 'http://tams.example.edu' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL/),
    ]);
  });

  it('asks no sign-in method of the roles that serve no API, and nothing of the other modes', () => {
    const { SAML_ENTRY_POINT: _entry, SAML_IDP_CERT: _cert, ...withoutSaml } = ready;
    for (const role of ['projections', 'workers'])
      expect(missingOf({ ...withoutSaml, ROLE: role })).toEqual([]);
    expect(missingOf({ ...withoutSaml, ROLE: 'api' })).toHaveLength(1);
    for (const mode of ['staging-build', 'development', 'local'])
      expect(missingOf({ MODE: mode })).toEqual([]);
  });
});
