import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import type { ScheduleAnswer, ScheduleChoices } from './scheduleTypes';

const withFilter = (path: string, filter: Record<string, string | undefined>) =>
  `${apiUrl}/${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The working period's terms and what its schedule can be filtered by (GET /api/schedule/choices). */
export const useScheduleChoices = () =>
  useQuery({
    queryKey: ['schedule', 'choices'],
    queryFn: async () => (await httpClient(`${apiUrl}/schedule/choices`)).json as ScheduleChoices,
  });

export interface ScheduleQuery {
  AcademicPeriodId: string;
  AcademicTermId: string;
  WorkgroupId?: string | undefined;
  LocationId?: string | undefined;
  UserId?: string | undefined;
}

/** A term's meetings under the filters (GET /api/schedule); the previous week stays while the next loads. */
export const useScheduleMeetings = (query: ScheduleQuery | undefined) =>
  useQuery({
    queryKey: ['schedule', 'meetings', query],
    queryFn: async () => (await httpClient(withFilter('schedule', { ...query }))).json as ScheduleAnswer,
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
