import { useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../../providers/httpClient';
import type { CoverageReport, LoadSheet } from './printTypes';

const queryOf = (params: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** A faculty member's load sheet (the caller's own when no UserId; the working period when no period). */
export const useLoadSheet = (
  UserId: string | undefined,
  AcademicPeriodId: string | undefined,
  enabled: boolean,
) =>
  useQuery({
    queryKey: ['reports', 'loadSheet', { UserId, AcademicPeriodId }],
    queryFn: () =>
      httpClient(`${apiUrl}/reports/loadSheet${queryOf({ UserId, AcademicPeriodId })}`).then(
        ({ json }) => json as LoadSheet,
      ),
    enabled,
  });

/** The faculty members a load sheet may be chosen for (readers of Report or Instructor only). */
export const useLoadSheetInstructors = (enabled: boolean) =>
  useQuery({
    queryKey: ['reports', 'loadSheet', 'instructors'],
    queryFn: () =>
      httpClient(`${apiUrl}/reports/loadSheet/instructors`).then(
        ({ json }) => json as { id: string; name: string }[],
      ),
    enabled,
  });

/** The coverage report of a period (the working one when none), every readable workgroup. */
export const useCoverageReport = (AcademicPeriodId: string | undefined) =>
  useQuery({
    queryKey: ['reports', 'coverage', { AcademicPeriodId }],
    queryFn: () =>
      httpClient(`${apiUrl}/reports/coverage${queryOf({ AcademicPeriodId })}`).then(
        ({ json }) => json as CoverageReport,
      ),
  });
