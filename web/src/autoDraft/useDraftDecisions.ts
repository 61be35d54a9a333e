import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { refreshRelated } from '../shared/records/cacheRules';
import { acceptDraft, type AcceptAnswer, discardDraft, draftQueryKey } from './autoDraftApi';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What accepting made of it, in a sentence: "3 assignments made" (and how many were refused). */
export const acceptedMessage = ({ assigned, refused }: AcceptAnswer) =>
  `${plural(assigned.length, 'assignment', 'assignments')} made` +
  (refused.length > 0 ? `; ${plural(refused.length, 'proposal', 'proposals')} refused` : '');

/**
 * Accepting (some or all) and discarding a draft. Accepted proposals become ordinary assignments, so what
 * shows sections, loads and coverage is read again; refused ones are kept with their reasons to show.
 */
export function useDraftDecisions(id: string, onRefused: (SectionIds: string[]) => void) {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());

  const accept = useCallback(
    async (SectionIds?: string[]) => {
      setBusy(true);
      try {
        const answer = await acceptDraft(id, SectionIds);
        setRefused((current) => {
          const next = new Map(current);
          for (const { SectionId } of answer.assigned) next.delete(SectionId);
          for (const { SectionId, reason } of answer.refused) next.set(SectionId, reason);
          return next;
        });
        onRefused(answer.refused.map((row) => row.SectionId));
        notify(acceptedMessage(answer), { type: answer.refused.length > 0 ? 'warning' : 'success' });
        void queryClient.invalidateQueries({ queryKey: ['teachingAssignments'] });
        refreshRelated(queryClient, 'teachingAssignments', 'create');
      } catch (error) {
        notify(`Could not accept: ${(error as Error).message}`, { type: 'error' });
      } finally {
        await queryClient.invalidateQueries({ queryKey: draftQueryKey(id) });
        setBusy(false);
      }
    },
    [id, notify, onRefused, queryClient],
  );

  const discard = useCallback(async () => {
    setBusy(true);
    try {
      await discardDraft(id);
      notify('Draft discarded', { type: 'info' });
      navigate('/sectionAssignments');
    } catch (error) {
      notify(`Could not discard: ${(error as Error).message}`, { type: 'error' });
      setBusy(false);
    }
  }, [id, navigate, notify]);

  return { accept, discard, busy, refused };
}
