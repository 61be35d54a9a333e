import type { ResourceDefinition } from '@tams/domain';
import type { RaRecord, RedirectionSideEffect } from 'react-admin';

/** After a save: the record's page, or for a child record (a term) its parent's page. */
export function afterSaveRedirect(definition: ResourceDefinition): RedirectionSideEffect {
  const parent = definition.parent;
  if (!parent) return 'show';
  return (_resource, _id, data?: Partial<RaRecord>) =>
    `${parent.resource}/${String(data?.[parent.field])}/show`;
}
