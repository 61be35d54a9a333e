import { meetingDays } from '@tams/domain';
import { formatTimeRange } from '../shared/records/formatting';

export type MeetingDay = (typeof meetingDays)[number];

export const dayNames: Record<MeetingDay, { short: string; long: string }> = {
  MO: { short: 'Mo', long: 'Monday' },
  TU: { short: 'Tu', long: 'Tuesday' },
  WE: { short: 'We', long: 'Wednesday' },
  TH: { short: 'Th', long: 'Thursday' },
  FR: { short: 'Fr', long: 'Friday' },
  SA: { short: 'Sa', long: 'Saturday' },
  SU: { short: 'Su', long: 'Sunday' },
};

export interface MeetingTimes {
  days?: string[] | null;
  startTime?: string | null;
  endTime?: string | null;
  frequency?: string | null;
}

const frequencyText: Record<string, string> = { weekly: '', biweekly: ', every other week', once: ', once' };

/** "Mo We 9:00 AM–10:15 AM" (days in week order), with ", every other week" or ", once" when not weekly. */
export function meetingText(meeting: MeetingTimes): string {
  const days = meetingDays
    .filter((day) => meeting.days?.includes(day))
    .map((day) => dayNames[day].short)
    .join(' ');
  const times =
    meeting.startTime && meeting.endTime ? formatTimeRange(meeting.startTime, meeting.endTime) : '';
  return `${[days, times].filter(Boolean).join(' ')}${frequencyText[meeting.frequency ?? ''] ?? ''}`;
}
