import { useQuery } from '@tanstack/react-query';
import type { InstructorRow } from '../instructors/instructorTypes';
import { apiUrl, httpClient } from '../providers/httpClient';
import { liveQueryKeys } from '../providers/liveUpdates/liveQueryKeys';

/** The most faculty one page reads (the API's bound on a list). */
export const maxFaculty = 1000;

/** Every faculty member's workload in a period (GET /api/instructors), with the total the API counted. */
export function useWorkloadRows(periodId: string) {
  return useQuery({
    queryKey: [...liveQueryKeys.instructorWorkload, 'period', periodId],
    queryFn: async () => {
      const filter = encodeURIComponent(JSON.stringify({ AcademicPeriodId: periodId }));
      const sort = encodeURIComponent(JSON.stringify(['name', 'ASC']));
      const range = encodeURIComponent(JSON.stringify([0, maxFaculty - 1]));
      const { json, headers } = await httpClient(
        `${apiUrl}/instructors?filter=${filter}&sort=${sort}&range=${range}`,
      );
      const rows = json as InstructorRow[];
      return { rows, total: Number(headers.get('X-Total-Count') ?? rows.length) };
    },
  });
}
