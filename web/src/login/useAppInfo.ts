import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';

/** GET /api/app-info (spec §3 App info): can anyone sign in here, and how. Public. */
export interface AppInfo {
  strategyExists: boolean;
  error?: string;
  featureFlags: { auth0Enabled: boolean };
  signInOptions: { dev: boolean; saml: boolean; auth0: boolean };
}

export function useAppInfo() {
  return useQuery({
    queryKey: ['appInfo'],
    queryFn: async () => (await httpClient(`${apiUrl}/app-info`)).json as AppInfo,
  });
}

/** Spec §2: Log In goes to Auth0 when its flag is on, otherwise to SAML. */
export const singleSignOnUrl = (info: AppInfo) =>
  info.featureFlags.auth0Enabled ? `${apiUrl}/auth0/login` : `${apiUrl}/auth/saml`;
