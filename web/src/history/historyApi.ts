import type { ExplainedInstructor, ExplainedSection, HistoryDifference, HistoryTimeline } from '@tams/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';

const historyUrl = (path: string, params: Record<string, string | null | undefined>) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return `${apiUrl}/history/${path}${text ? `?${text}` : ''}`;
};

const read = async <T>(url: string) => (await httpClient(url)).json as T;

/** GET /api/history/timeline: the period's change instants and marks (approvals, steps, publication). */
export const useTimeline = (periodId: string | undefined) =>
  useQuery({
    queryKey: ['history', 'timeline', periodId],
    queryFn: () => read<HistoryTimeline>(historyUrl('timeline', { periodId })),
    enabled: Boolean(periodId),
  });

/** The difference's address (also its CSV and XLSX downloads, with `format`). */
export const differenceUrl = (periodId: string, from: string, to: string, format?: 'csv' | 'xlsx') =>
  historyUrl('difference', { periodId, from, to, format });

/** GET /api/history/difference between two instants of a period. */
export const useDifference = (request: { periodId: string; from: string; to: string } | undefined) =>
  useQuery({
    queryKey: ['history', 'difference', request],
    queryFn: () => read<HistoryDifference>(differenceUrl(request!.periodId, request!.from, request!.to)),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });

/** What an explanation is of: an instructor's points in a period, or a section's coverage. */
export type ExplainTarget =
  | { kind: 'instructor'; userId: string; periodId: string; name?: string }
  | { kind: 'section'; sectionId: string; name?: string };

export const explainUrl = (target: ExplainTarget, asOf: string | null) =>
  target.kind === 'instructor'
    ? historyUrl(`explain/instructors/${encodeURIComponent(target.userId)}`, {
        periodId: target.periodId,
        asOf,
      })
    : historyUrl(`explain/sections/${encodeURIComponent(target.sectionId)}`, { asOf });

/** GET /api/history/explain/...: the parts of a number and the changes behind each. */
export const useExplanation = (target: ExplainTarget | undefined, asOf: string | null) =>
  useQuery({
    queryKey: ['history', 'explain', target, asOf],
    queryFn: () => read<ExplainedInstructor | ExplainedSection>(explainUrl(target!, asOf)),
    enabled: target !== undefined,
  });
