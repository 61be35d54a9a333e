import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import type { SubmissionDetail, SubmissionsMetric } from './submissionTypes';

export const submissionsMetricKey = (periodId: string) => ['preferenceSubmissionsMetric', periodId];

/** GET /api/preferenceSubmissionsMetric?AcademicPeriodId= */
export const useSubmissionsMetric = (periodId: string) =>
  useQuery({
    queryKey: submissionsMetricKey(periodId),
    queryFn: () =>
      httpClient(
        `${apiUrl}/preferenceSubmissionsMetric?AcademicPeriodId=${encodeURIComponent(periodId)}`,
      ).then(({ json }) => json as SubmissionsMetric),
  });

/**
 * POST /api/preferenceSubmissions/{id}/reopen: the faculty member may change and submit them again. What
 * shows a submission (lists, the metric, their own page) is read again.
 */
export function useReopenSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submission, reason }: { submission: SubmissionDetail; reason: string }) =>
      httpClient(`${apiUrl}/preferenceSubmissions/${encodeURIComponent(submission.id)}/reopen`, {
        method: 'POST',
        body: JSON.stringify({ reason, version: submission.version }),
      }).then(({ json }) => json as SubmissionDetail),
    onSuccess: () => {
      for (const key of ['preferenceSubmissions', 'preferenceSubmissionsMetric', 'myTeachingPreferences'])
        void queryClient.invalidateQueries({ queryKey: [key] });
    },
  });
}
