import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { asOfOf, isAsOfQuery } from './asOf';

/**
 * When the page's instant changes (to another instant or back to now), the reads it changes are dropped
 * from the cache (their keys do not hold the instant): the page loads them again rather than showing rows
 * of another instant. Returns the instant, so live updates can stay off while it is set.
 */
export function useAsOfCache(): string | null {
  const queryClient = useQueryClient();
  const asOf = asOfOf(useLocation().search);
  const shown = useRef(asOf);
  useEffect(() => {
    if (shown.current === asOf) return;
    shown.current = asOf;
    void queryClient.resetQueries({ predicate: (query) => isAsOfQuery(query.queryKey) });
  }, [asOf, queryClient]);
  return asOf;
}
