import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import { liveQueryKeys } from '../providers/liveUpdates/liveQueryKeys';

/** GET /api/preferenceSubmissionsMetric: faculty who submitted preferences, in all and per workgroup. */
export interface PreferenceSubmissionsMetric {
  AcademicPeriodId: string;
  total: { faculty: number; submitted: number; share: number | null };
  workgroups: {
    WorkgroupId: string;
    name: string;
    faculty: number;
    submitted: number;
    share: number | null;
  }[];
}

export interface AlignmentCounts {
  assignments: number;
  aligned: number;
  partial: number;
  notAligned: number;
  noPreferences: number;
  /** aligned / (assignments - noPreferences); null when that is 0. */
  alignedShare: number | null;
}

/** GET /api/preferenceAlignmentMetric: teaching assignments by alignment with their instructor's preferences. */
export interface PreferenceAlignmentMetric {
  AcademicPeriodId: string;
  total: AlignmentCounts;
  workgroups: ({ WorkgroupId: string; name: string } & AlignmentCounts)[];
}

type MetricName = 'preferenceSubmissionsMetric' | 'preferenceAlignmentMetric';

/** Under the metric's key (as the submissions list reads it), so assignment and preference changes refresh it. */
const metricQuery = <T>(name: MetricName, periodId: string) => ({
  queryKey: [...liveQueryKeys[name], periodId],
  queryFn: async () =>
    (await httpClient(`${apiUrl}/${name}?AcademicPeriodId=${encodeURIComponent(periodId)}`)).json as T,
});

export const usePreferenceSubmissionsMetric = (periodId: string) =>
  useQuery(metricQuery<PreferenceSubmissionsMetric>('preferenceSubmissionsMetric', periodId));

export const usePreferenceAlignmentMetric = (periodId: string) =>
  useQuery(metricQuery<PreferenceAlignmentMetric>('preferenceAlignmentMetric', periodId));
