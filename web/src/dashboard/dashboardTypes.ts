/** The answer of GET /api/dashboard: the contract lives in @tams/domain, shared with the API. */
export type { Dashboard as DashboardData } from '@tams/domain';
