import type { Profile } from '@node-saml/passport-saml';

const usernameAttributes = ['username', 'uid'];
const emailAttributes = [
  'email',
  'mail',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** An attribute's first string value (attributes may be multi-valued). */
function firstString(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/**
 * The username and email an IdP vouched for, to match a TAMS user: the NameID is the username, or the
 * email when it looks like one; the usual attributes fill in (and take precedence for) each.
 */
export function samlIdentityOf(profile: Profile): { username?: string; email?: string } {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const attribute = (names: string[]) =>
    names.map((name) => firstString(attributes[name])).find((value) => value !== undefined);
  const nameID = firstString(profile.nameID);
  const nameIDIsEmail = nameID !== undefined && looksLikeEmail(nameID);
  const username = attribute(usernameAttributes) ?? (nameIDIsEmail ? undefined : nameID);
  const email = attribute(emailAttributes) ?? (nameIDIsEmail ? nameID : undefined);
  return { ...(username ? { username } : {}), ...(email ? { email } : {}) };
}
