import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import type { DashboardData } from './dashboardTypes';

export const dashboardQueryKey = ['dashboard'];

/** The dashboard's figures for the signed-in user (GET /api/dashboard). */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardQueryKey,
    queryFn: async () => (await httpClient(`${apiUrl}/dashboard`)).json as DashboardData,
  });
}
