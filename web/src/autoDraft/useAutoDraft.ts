import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobSnapshot } from '../shared/jobs/useFollowedJob';
import { useSocketMessages } from '../providers/liveUpdates/useSocket';
import { type AutoDraft, draftQueryKey, getDraft, isSolving } from './autoDraftApi';

const pollWhileSolvingMs = 1000;

/**
 * A draft as the API tells it, read every second while it solves; the socket's jobProgress messages for it
 * (DESIGN §7) move the progress bar between reads, and its end is read at once.
 */
export function useAutoDraft(id: string) {
  const query = useQuery({
    queryKey: draftQueryKey(id),
    queryFn: () => getDraft(id),
    refetchInterval: (current) => (isSolving(current.state.data) ? pollWhileSolvingMs : false),
  });
  const [heard, setHeard] = useState<JobSnapshot>();
  useSocketMessages<JobSnapshot>('jobProgress', (message) => {
    if (message.jobId !== id) return;
    setHeard(message);
    if (message.state === 'completed' || message.state === 'failed') void query.refetch();
  });
  const draft: AutoDraft | undefined = query.data;
  const progress = Math.max(draft?.progress ?? 0, isSolving(draft) ? (heard?.progress ?? 0) : 0);
  return { ...query, draft, progress };
}
