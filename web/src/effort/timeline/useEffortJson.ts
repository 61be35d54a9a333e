import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../../providers/httpClient';

/** The query key prefix of every effort read, so one invalidation refreshes the effort pages together. */
export const effortQueryKey = 'effort';

/**
 * GET /api/{path} of an effort page (its JSON as T), under the effort prefix; a 404 is `null` (no such
 * position), not an error.
 */
export function useEffortJson<T>(path: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [effortQueryKey, path],
    enabled: options.enabled ?? true,
    queryFn: async (): Promise<T | null> => {
      try {
        return (await httpClient(`${apiUrl}/${path}`)).json as T;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });
}
