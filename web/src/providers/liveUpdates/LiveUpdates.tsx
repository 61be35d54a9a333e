import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAsOfCache } from '../../history/useAsOfCache';
import { forgetAuthContext } from '../authContext';
import { useAbility } from '../useAbility';
import {
  InvalidationBatch,
  invalidateEverything,
  staleOnResourceChanged,
  staleOnTeachingAssignment,
} from './invalidation';
import { liveSocket } from './liveSocket';
import { type PeriodEventPayload, type PeriodEventType, reactionTo } from './periodEvents';
import { useSocketMessages } from './useSocket';

export interface ResourceChanged {
  resource: string;
  ids: string[] | null;
  deleted?: string[];
}

/**
 * Keeps what the page shows current (DESIGN §7): each `resourceChanged` and teaching-assignment event
 * marks the reads that show it stale (visible ones refetch, once per burst of messages), and a
 * connection that comes back after dropping refetches everything. The acting user's own changes refresh
 * too (cheap, and never stale), except the step and approval events spec §4 says to skip. A change of
 * the active or working period refreshes everything and goes to /. Mounted once, in the app shell.
 * While the page shows the past (`?asOf=`), nothing is refreshed: the past does not change.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const showingPast = useRef(false);
  const asOf = useAsOfCache();
  useEffect(() => {
    showingPast.current = asOf !== null;
  }, [asOf]);
  const batch = useMemo(() => new PastAwareBatch(queryClient, showingPast), [queryClient]);
  useEffect(() => () => batch.cancel(), [batch]);
  useSocketMessages<ResourceChanged>('resourceChanged', ({ resource, ids, deleted }) =>
    batch.add(staleOnResourceChanged(resource, ids ?? null, deleted)),
  );
  const teachingAssignmentChanged = () => batch.add(staleOnTeachingAssignment());
  useSocketMessages('teachingAssignmentCreated', teachingAssignmentChanged);
  useSocketMessages('teachingAssignmentChanged', teachingAssignmentChanged);
  useSocketMessages('teachingAssignmentDeleted', teachingAssignmentChanged);
  usePeriodEvents(batch);
  useEffect(() => {
    let hasOpened = liveSocket.status === 'open';
    return liveSocket.onStatus((status) => {
      if (status !== 'open') return;
      if (hasOpened && !showingPast.current) invalidateEverything(queryClient);
      hasOpened = true;
    });
  }, [queryClient]);
  return null;
}

/** Spec §4's step, approval and active / working period events (periodEvents.ts says what each does). */
function usePeriodEvents(batch: InvalidationBatch) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const currentUserId = useAbility().context?.workingUserId;
  const react = (type: PeriodEventType) => (payload: PeriodEventPayload) => {
    const reaction = reactionTo(type, payload ?? {}, currentUserId);
    if (!reaction) return;
    if (reaction.refreshAuth) forgetAuthContext();
    if (reaction.stale === 'everything') invalidateEverything(queryClient);
    else {
      batch.add(reaction.stale);
      if (reaction.refreshAuth) void queryClient.invalidateQueries({ queryKey: ['auth'] });
    }
    if (reaction.goHome) navigate('/');
  };
  useSocketMessages('activeStepsChanged', react('activeStepsChanged'));
  useSocketMessages('approvalsChanged', react('approvalsChanged'));
  useSocketMessages('activeAcademicPeriodUpdated', react('activeAcademicPeriodUpdated'));
  useSocketMessages('workingAcademicPeriodUpdated', react('workingAcademicPeriodUpdated'));
}

/** Marks nothing stale while the page shows the past. */
class PastAwareBatch extends InvalidationBatch {
  constructor(
    queryClient: ConstructorParameters<typeof InvalidationBatch>[0],
    private readonly showingPast: { current: boolean },
  ) {
    super(queryClient);
  }
  override add(...args: Parameters<InvalidationBatch['add']>) {
    if (!this.showingPast.current) super.add(...args);
  }
}
