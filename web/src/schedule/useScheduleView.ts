import { useSearchParams } from 'react-router-dom';
import { weekDays } from './weekLayout';

/** The Schedule's views, as the `view` query parameter names them; the print layout is one more. */
export const scheduleViews = [
  { value: 'week', label: 'Week' },
  { value: 'day', label: 'Day' },
  { value: 'room', label: 'By room' },
  { value: 'instructor', label: 'By instructor' },
  { value: 'list', label: 'List' },
] as const;

export type ScheduleView = (typeof scheduleViews)[number]['value'] | 'print';

const isView = (value: string | null): value is ScheduleView =>
  value === 'print' || scheduleViews.some((view) => view.value === value);

/**
 * The view shown and the Day view's day, kept in the URL (`?view=day&day=WE`) so a reload or a shared link
 * shows the same; the week by default, Monday by default.
 */
export function useScheduleView() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('view');
  const view: ScheduleView = isView(raw) ? raw : 'week';
  const rawDay = params.get('day');
  const day = weekDays.find((candidate) => candidate.code === rawDay)?.code ?? 'MO';
  const set = (change: { view?: ScheduleView; day?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (change.view) next.set('view', change.view);
      if (change.day) next.set('day', change.day);
      return next;
    });
  return {
    view,
    day,
    setView: (value: ScheduleView) => set({ view: value }),
    setDay: (value: string) => set({ day: value }),
  };
}
