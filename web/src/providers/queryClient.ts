import { QueryClient } from '@tanstack/react-query';

/** Spec §9: unused results kept 60 s; no refetch on focus or reconnect (a form never changes under a user). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: 60_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      // an HTTP answer (400, 403, 404...) will not change on a retry; a dropped connection might
      retry: (failures, error) => failures < 2 && !(error as { status?: number }).status,
    },
  },
});
