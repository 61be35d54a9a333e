import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import type { InstructorRow } from './instructorTypes';

const periodQuery = (periodId: string | undefined) =>
  periodId ? `?AcademicPeriodId=${encodeURIComponent(periodId)}` : '';

/** GET /api/instructors/{userId}?AcademicPeriodId=: a faculty member and their workload in that period. */
export const fetchInstructor = (userId: string, periodId?: string) =>
  httpClient(`${apiUrl}/instructors/${encodeURIComponent(userId)}${periodQuery(periodId)}`).then(
    ({ json }) => json as InstructorRow,
  );

/**
 * One faculty member in one period (the working period when none is given). Under the instructors key, so
 * whatever refreshes the instructors list (a save, a live change) refreshes this too.
 */
export const useInstructor = (userId: string | undefined, periodId?: string) =>
  useQuery({
    queryKey: ['instructors', 'getOne', { id: userId, AcademicPeriodId: periodId ?? null }],
    queryFn: () => fetchInstructor(userId!, periodId),
    enabled: Boolean(userId),
  });
