import { useCallback, useMemo, useState } from 'react';
import type { DraftProposal } from './autoDraftApi';

/**
 * Which proposals are checked: every one not accepted yet, unless unchecked. Kept as the unchecked ones, so
 * proposals are checked by default and accepted ones drop out by themselves.
 */
export function useProposalSelection(proposals: readonly DraftProposal[], accepted: ReadonlySet<string>) {
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const open = useMemo(
    () => proposals.map((p) => p.SectionId).filter((id) => !accepted.has(id)),
    [proposals, accepted],
  );
  const selected = useMemo(() => open.filter((id) => !unchecked.has(id)), [open, unchecked]);

  const toggle = useCallback((SectionId: string, checked: boolean) => {
    setUnchecked((current) => {
      const next = new Set(current);
      if (checked) next.delete(SectionId);
      else next.add(SectionId);
      return next;
    });
  }, []);
  const toggleAll = useCallback(
    (checked: boolean) => setUnchecked(checked ? new Set() : new Set(open)),
    [open],
  );
  /** Unchecks these (the refused ones: accepting them again would be refused again). */
  const uncheck = useCallback(
    (SectionIds: readonly string[]) => setUnchecked((current) => new Set([...current, ...SectionIds])),
    [],
  );
  return { open, selected, isSelected: (id: string) => !unchecked.has(id), toggle, toggleAll, uncheck };
}
