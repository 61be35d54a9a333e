import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import type { SubmissionDetail } from './submissionTypes';

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
