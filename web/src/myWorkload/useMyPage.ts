import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import { liveQueryKeys } from '../providers/liveUpdates/liveQueryKeys';

type MyPage = 'myWorkload' | 'mySchedule' | 'mySharedTeaching' | 'adminAssignmentsMine';

/**
 * A faculty page's own data for one period (GET /api/{page}?AcademicPeriodId=; the server answers the
 * caller's data only), under the page's live key so a change to their assignments refreshes it.
 */
export function useMyPage<T>(
  page: MyPage,
  periodId: string,
  /** The answer as the page uses it (e.g. with what its headers say); by default the JSON itself. */
  read: (json: unknown, headers: Headers) => T = (json) => json as T,
) {
  return useQuery({
    queryKey: [...liveQueryKeys[page], periodId],
    queryFn: () =>
      httpClient(`${apiUrl}/${page}?AcademicPeriodId=${encodeURIComponent(periodId)}`).then(
        ({ json, headers }) => read(json, headers),
      ),
  });
}
