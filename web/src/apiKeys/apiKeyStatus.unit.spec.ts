import { describe, expect, it } from 'vitest';
import { apiKeyStatusOf } from './apiKeyStatus';

describe('apiKeyStatusOf', () => {
  const now = new Date('2026-11-22T15:00:00Z');

  it('is active without an expiry, and through its expiry date', () => {
    expect(apiKeyStatusOf({ revokedAt: null, expiresOn: null }, now)).toBe('Active');
    expect(apiKeyStatusOf({ revokedAt: null, expiresOn: '2026-11-22' }, now)).toBe('Active');
  });

  it('is expired the day after its expiry date', () => {
    expect(apiKeyStatusOf({ revokedAt: null, expiresOn: '2026-11-21' }, now)).toBe('Expired');
  });

  it('is revoked once revoked, expired or not', () => {
    expect(apiKeyStatusOf({ revokedAt: '2026-11-01T10:00:00Z', expiresOn: '2026-01-01' }, now)).toBe(
      'Revoked',
    );
  });
});
