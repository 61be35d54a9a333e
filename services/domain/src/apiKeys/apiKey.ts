import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

/**
 * An API key (spec §6 ApiKey): `Authorization: Bearer <key>` acts as its owner. Only a hash of the key is
 * kept (and only in the log and the read model, never in an answer); the key is shown once, at issue.
 * Revoking keeps the record for the audit trail.
 */
export const apiKeys = defineResource({
  name: 'apiKeys',
  eventPrefix: 'ApiKey',
  streamPrefix: 'apiKey',
  labels: { one: 'API Key', many: 'API Keys' },
  fields: {
    name: field.text('Name', { required: true, max: 100, search: true, help: 'What the key is for' }),
    UserId: field.reference('Owner', 'users', 'User', { required: true, immutable: true, serverOnly: true }),
    prefix: field.text('Key Starts With', { required: true, max: 20, immutable: true, serverOnly: true }),
    tokenHash: field.text('Key Hash', { required: true, max: 100, immutable: true, hidden: true }),
    expiresOn: field.date('Expires On', { help: 'Empty: never expires' }),
    revokedAt: field.timestamp('Revoked At', { serverOnly: true }),
  },
  representation: 'name',
  defaultSort: ['createdAt', 'DESC'],
});
