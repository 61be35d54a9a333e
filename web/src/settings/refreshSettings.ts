import type { QueryClient } from '@tanstack/react-query';

/**
 * Spec §4: a settings change also refreshes the primary colour and the public settings the shell shows
 * (logo, institution name, support email), not only the settings page.
 */
export const refreshSettings = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['settings'] }),
    queryClient.invalidateQueries({ queryKey: ['settingTypes'] }),
    queryClient.invalidateQueries({ queryKey: ['appInfo'] }),
  ]);
