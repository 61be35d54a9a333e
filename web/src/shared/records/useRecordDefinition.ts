import { type ResourceDefinition, resourceDefinition } from '@tams/domain';
import { useResourceContext } from 'react-admin';
import { wireNameOf } from '../../providers/resourceNames';

/** The field definition of the resource in context: the same one the API and the projections read. */
export function useRecordDefinition(resourceFromProps?: string): ResourceDefinition {
  const resource = useResourceContext({ resource: resourceFromProps });
  if (!resource) throw new Error('useRecordDefinition must be used inside a <Resource>');
  return resourceDefinition(wireNameOf(resource));
}
