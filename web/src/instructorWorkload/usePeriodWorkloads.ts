import { useQueries, useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import { fetchInstructor } from '../instructors/instructorQueries';
import type { InstructorRow, InstructorWorkloadRow } from '../instructors/instructorTypes';
import { apiUrl, httpClient } from '../providers/httpClient';
import { liveQueryKeys } from '../providers/liveUpdates/liveQueryKeys';

export interface PeriodWorkload {
  periodId: string;
  periodName: string;
  startDate: string;
  assigned: InstructorWorkloadRow | undefined;
  instructor: InstructorRow | undefined;
}

/**
 * One faculty member's workload in each period they have anything in (GET /api/instructorWorkloads), and in
 * the working one; required and remaining of each from GET /api/instructors/{id}?AcademicPeriodId=.
 */
export function usePeriodWorkloads(userId: string, workingPeriodId: string) {
  const key = [...liveQueryKeys.instructorWorkload, 'user', userId];
  const rows = useQuery({
    queryKey: key,
    queryFn: () => {
      const filter = encodeURIComponent(JSON.stringify({ UserId: userId }));
      return httpClient(
        `${apiUrl}/instructorWorkloads?filter=${filter}&range=${encodeURIComponent('[0,999]')}`,
      ).then(({ json }) => json as InstructorWorkloadRow[]);
    },
  });
  const periods = useGetList<{ id: string; name: string; startDate: string }>('academicPeriods', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'startDate', order: 'DESC' },
  });
  const periodIds = [...new Set([workingPeriodId, ...(rows.data ?? []).map((row) => row.AcademicPeriodId)])];
  const instructors = useQueries({
    queries: periodIds.map((periodId) => ({
      queryKey: [...key, 'period', periodId],
      queryFn: () => fetchInstructor(userId, periodId),
      enabled: rows.isSuccess,
    })),
  });
  const byPeriod = new Map(periodIds.map((id, index) => [id, instructors[index]?.data]));
  const workloads: PeriodWorkload[] = (periods.data ?? [])
    .filter((period) => byPeriod.has(period.id))
    .map((period) => ({
      periodId: period.id,
      periodName: period.name,
      startDate: period.startDate,
      assigned: rows.data?.find((row) => row.AcademicPeriodId === period.id),
      instructor: byPeriod.get(period.id),
    }));
  const error = rows.error ?? periods.error ?? instructors.find((query) => query.error)?.error ?? null;
  const isPending = rows.isPending || periods.isPending || instructors.some((query) => query.isPending);
  return { workloads, error, isPending, name: byPeriod.get(workingPeriodId)?.name };
}
