import { readFileSync } from 'node:fs';
import { ConfigError, type Environment } from './config.js';

export interface SamlConfig {
  entryPoint: string;
  /** PEM text (a file named by SAML_IDP_CERT is read at load). */
  idpCert: string;
  idpIssuer: string | undefined;
  /** Our entity id, which is also the audience responses must name. */
  issuer: string;
  callbackUrl: string;
}

export interface Auth0Config {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
}

export function samlConfigOf(e: Environment, publicUrl: string): SamlConfig | undefined {
  if (!e.SAML_ENTRY_POINT && !e.SAML_IDP_CERT) return undefined;
  if (!e.SAML_ENTRY_POINT || !e.SAML_IDP_CERT) {
    throw new ConfigError('Invalid configuration: SAML needs both SAML_ENTRY_POINT and SAML_IDP_CERT');
  }
  let idpCert = e.SAML_IDP_CERT;
  if (!idpCert.includes('-----BEGIN')) {
    try {
      idpCert = readFileSync(idpCert, 'utf8');
    } catch {
      throw new ConfigError(
        `Invalid configuration: SAML_IDP_CERT: no PEM text and no readable file "${idpCert}"`,
      );
    }
  }
  return {
    entryPoint: e.SAML_ENTRY_POINT,
    idpCert,
    idpIssuer: e.SAML_IDP_ISSUER,
    issuer: e.SAML_ISSUER ?? `${publicUrl}/api/auth/saml/metadata`,
    callbackUrl: e.SAML_CALLBACK_URL ?? `${publicUrl}/api/auth/saml/callback`,
  };
}

export function auth0ConfigOf(e: Environment, publicUrl: string): Auth0Config | undefined {
  const given = [e.AUTH0_ISSUER_URL, e.AUTH0_CLIENT_ID, e.AUTH0_CLIENT_SECRET];
  if (given.every((value) => !value)) return undefined;
  if (!given.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: Auth0 needs AUTH0_ISSUER_URL, AUTH0_CLIENT_ID and AUTH0_CLIENT_SECRET',
    );
  }
  return {
    issuerUrl: e.AUTH0_ISSUER_URL!,
    clientId: e.AUTH0_CLIENT_ID!,
    clientSecret: e.AUTH0_CLIENT_SECRET!,
    callbackUrl: e.AUTH0_CALLBACK_URL ?? `${publicUrl}/api/auth0/callback`,
  };
}
