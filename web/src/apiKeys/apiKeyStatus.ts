export type ApiKeyStatus = 'Active' | 'Revoked' | 'Expired';

/**
 * Revoked once revokedAt is set; expired after its expiry date (the key still works on that day, as the
 * API checks it: `expiresOn >= current_date`, dates in UTC); else active.
 */
export function apiKeyStatusOf(
  key: { revokedAt?: string | null; expiresOn?: string | null },
  now = new Date(),
): ApiKeyStatus {
  if (key.revokedAt) return 'Revoked';
  if (key.expiresOn && key.expiresOn < now.toISOString().slice(0, 10)) return 'Expired';
  return 'Active';
}
