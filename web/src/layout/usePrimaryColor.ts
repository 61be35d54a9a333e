import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';

export const primaryColorQueryKey = ['settings', 'primaryColor'];

/** GET settings/primaryColor (spec §7, text): the institution's colour, public. Undefined until known. */
export function usePrimaryColor(): string | undefined {
  const { data } = useQuery({
    queryKey: primaryColorQueryKey,
    queryFn: async () =>
      (
        await httpClient(`${apiUrl}/settings/primaryColor`, { headers: { Accept: 'text/plain' } })
      ).body.trim(),
  });
  return data;
}
