import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  InvalidationBatch,
  invalidateEverything,
  staleOnResourceChanged,
  staleOnTeachingAssignment,
} from './invalidation';
import { liveSocket } from './liveSocket';
import { useSocketMessages } from './useSocket';

export interface ResourceChanged {
  resource: string;
  ids: string[] | null;
  deleted?: string[];
}

/**
 * Keeps what the page shows current (DESIGN §7): each `resourceChanged` and teaching-assignment event
 * marks the reads that show it stale (visible ones refetch, once per burst of messages), and a
 * connection that comes back after dropping refetches everything. The acting user's own events refresh
 * too: cheap, and never stale. Mounted once, in the app shell.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const batch = useMemo(() => new InvalidationBatch(queryClient), [queryClient]);
  useEffect(() => () => batch.cancel(), [batch]);
  useSocketMessages<ResourceChanged>('resourceChanged', ({ resource, ids, deleted }) =>
    batch.add(staleOnResourceChanged(resource, ids ?? null, deleted)),
  );
  const teachingAssignmentChanged = () => batch.add(staleOnTeachingAssignment());
  useSocketMessages('teachingAssignmentCreated', teachingAssignmentChanged);
  useSocketMessages('teachingAssignmentChanged', teachingAssignmentChanged);
  useSocketMessages('teachingAssignmentDeleted', teachingAssignmentChanged);
  useEffect(() => {
    let hasOpened = liveSocket.status === 'open';
    return liveSocket.onStatus((status) => {
      if (status !== 'open') return;
      if (hasOpened) invalidateEverything(queryClient);
      hasOpened = true;
    });
  }, [queryClient]);
  return null;
}
