import { type Config, ConfigError } from './config.js';

/**
 * What production mode needs and the configuration lacks, one line per setting: a production process never
 * falls back to the embedded database (each container would get its own), to an http address (the session
 * cookie is Secure, and the SSO callbacks are built from PUBLIC_URL), or to no way to sign in at all.
 * The projections and workers roles serve no sign-in, so only the roles that serve the API need one.
 */
export function missingProductionSettings(
  config: Pick<Config, 'mode' | 'role' | 'databaseUrl' | 'publicUrl' | 'saml' | 'auth0' | 'featureFlags'>,
): string[] {
  if (config.mode !== 'production') return [];
  const missing: string[] = [];
  if (!config.databaseUrl)
    missing.push('DATABASE_URL: the PostgreSQL connection string (no embedded database)');
  if (!config.publicUrl.startsWith('https://')) {
    missing.push(`PUBLIC_URL: the https address people use (now ${config.publicUrl})`);
  }
  const servesSignIn = config.role === 'all' || config.role === 'api';
  const auth0On = config.featureFlags.auth0Enabled === true;
  if (servesSignIn && !config.saml && !(config.auth0 && auth0On)) {
    missing.push(
      config.auth0
        ? 'a sign-in method: Auth0 is configured but its flag is off (FEATURE_FLAGS=auth0Enabled), and SAML is not (SAML_ENTRY_POINT and SAML_IDP_CERT)'
        : 'a sign-in method: SAML_ENTRY_POINT and SAML_IDP_CERT, or AUTH0_ISSUER_URL, AUTH0_CLIENT_ID, AUTH0_CLIENT_SECRET with FEATURE_FLAGS=auth0Enabled',
    );
  }
  return missing;
}

/** Refuses to start production without what it needs, naming each missing setting. */
export function assertProductionReady(config: Parameters<typeof missingProductionSettings>[0]): void {
  const missing = missingProductionSettings(config);
  if (missing.length === 0) return;
  throw new ConfigError(
    `MODE=production needs these settings:\n${missing.map((line) => `  - ${line}`).join('\n')}`,
  );
}
