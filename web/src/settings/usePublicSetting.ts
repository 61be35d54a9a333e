import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';

interface SettingTypeEntry {
  machineName: string;
  Setting: { value: string | null } | null;
}

export const publicSettingQueryKey = (machineName: string) => ['settingTypes', machineName];

/**
 * One public system setting (institution_name, primary_color, logo, support_email), readable before
 * sign-in: spec §7 "GET settingTypes filtered by machineName", the value of the first entry. Undefined
 * while loading or unset.
 */
export function usePublicSetting(machineName: string) {
  const query = useQuery({
    queryKey: publicSettingQueryKey(machineName),
    queryFn: async () => {
      const filter = encodeURIComponent(JSON.stringify({ machineName }));
      const { json } = await httpClient(`${apiUrl}/settingTypes?filter=${filter}`);
      return (json as SettingTypeEntry[])[0]?.Setting?.value ?? null;
    },
  });
  return { value: query.data ?? undefined, isPending: query.isPending, error: query.error };
}
