import { resourceDefinition } from '@tams/domain';
import type { RaRecord } from 'react-admin';
import { wireNameOf } from '../../providers/resourceNames';

/** A user as people call them: the display name, else first and last name, else the username. */
export const userName = (user: Partial<RaRecord> | null | undefined): string =>
  user
    ? String(
        user.displayName || [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || '',
      )
    : '';

/** How a record of `resource` is named wherever it is referenced (its definition's representation). */
export function recordNameOf(resource: string): (record: RaRecord | null | undefined) => string {
  const name = wireNameOf(resource);
  if (name === 'users') return userName;
  const field = resourceDefinition(name).representation;
  return (record) => (record ? String(record[field] ?? '') : '');
}
