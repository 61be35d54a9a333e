import type { SchedulePerson } from '@tams/domain';

export type {
  ScheduleAnswer,
  ScheduleChoices,
  ScheduleConflict,
  ScheduleMeeting,
  SchedulePerson,
  ScheduleTerm,
} from '@tams/domain';

/** The page's filters beside the term; each holds the chosen option (its label survives a reload). */
export interface ScheduleFilterValues {
  AcademicTermId?: string;
  workgroup?: { id: string; name: string } | null;
  location?: { id: string; code: string; description: string | null } | null;
  instructor?: SchedulePerson | null;
}
