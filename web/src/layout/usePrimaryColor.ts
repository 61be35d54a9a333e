import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';

export const primaryColorQueryKey = ['settings', 'primaryColor'];

/** GET settings/primaryColor (spec §7, text): the institution's colour, public. */
export const primaryColorQuery = queryOptions({
  queryKey: primaryColorQueryKey,
  queryFn: async () =>
    (await httpClient(`${apiUrl}/settings/primaryColor`, { headers: { Accept: 'text/plain' } })).body.trim(),
});

/**
 * The institution's colour (undefined: none, or not known), and whether its first answer has come (or
 * failed): the app waits for it, so the shell never flashes the default colour and then changes.
 */
export function usePrimaryColor(): { color: string | undefined; settled: boolean } {
  const { data, isPending } = useQuery(primaryColorQuery);
  return { color: data, settled: !isPending };
}
