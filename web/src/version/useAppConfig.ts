import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';

export type AppMode = 'production' | 'staging-build' | 'development' | 'local';

/** GET /api/config (spec §7 Config call), public. */
export interface AppConfig {
  version: string;
  mode: AppMode;
  featureFlags: {
    aemEnabled: boolean;
    aemEnabledFaculty: boolean;
    userMergeEnabled: boolean;
    devEmailsEnabled: boolean;
  };
}

export const appConfigQueryKey = ['config'];

export async function fetchAppConfig(): Promise<AppConfig> {
  const { json } = await httpClient(`${apiUrl}/config`);
  return json as AppConfig;
}

/** The server's version, mode and feature flags, polled every 60 s (spec §9). */
export function useAppConfig() {
  return useQuery({ queryKey: appConfigQueryKey, queryFn: fetchAppConfig, refetchInterval: 60_000 });
}
