import type { DomainEvent } from '@tams/event-store';
import type { Preference } from './preference.js';

/**
 * A faculty member's teaching preferences for one academic period (DESIGN §11), one stream each:
 * `teachingPreferences-<UserId>-<AcademicPeriodId>`. They draft, submit, and staff may reopen a submission;
 * alignment reads the preferences as last submitted (kept through a reopen until the next submit).
 */
export const teachingPreferencesStreamPrefix = 'teachingPreferences';

export const teachingPreferencesStreamId = (userId: string, periodId: string) =>
  `${teachingPreferencesStreamPrefix}-${userId}-${periodId}`;

type Scope = { UserId: string; AcademicPeriodId: string };

export type TeachingPreferencesSaved = DomainEvent<
  'TeachingPreferencesSaved',
  Scope & { preferences: Preference[]; copiedFromAcademicPeriodId?: string }
>;
export type TeachingPreferencesSubmitted = DomainEvent<'TeachingPreferencesSubmitted', Scope>;
export type TeachingPreferencesReopened = DomainEvent<
  'TeachingPreferencesReopened',
  Scope & { reason: string }
>;
export type TeachingPreferencesEvent =
  TeachingPreferencesSaved | TeachingPreferencesSubmitted | TeachingPreferencesReopened;

export const teachingPreferencesEventTypes: readonly TeachingPreferencesEvent['type'][] = [
  'TeachingPreferencesSaved',
  'TeachingPreferencesSubmitted',
  'TeachingPreferencesReopened',
];

export const preferenceStatuses = ['notStarted', 'draft', 'submitted', 'reopened'] as const;
export type PreferenceStatus = (typeof preferenceStatuses)[number];

export type TeachingPreferencesState =
  | { status: 'notStarted'; version: 0 }
  | {
      status: Exclude<PreferenceStatus, 'notStarted'>;
      version: number;
      UserId: string;
      AcademicPeriodId: string;
      preferences: Preference[];
      /** As last submitted; null until the first submit. */
      submittedPreferences: Preference[] | null;
      reopenReason: string | null;
    };

export const initialTeachingPreferencesState = (): TeachingPreferencesState => ({
  status: 'notStarted',
  version: 0,
});

export function evolveTeachingPreferences(
  state: TeachingPreferencesState,
  event: TeachingPreferencesEvent,
  streamVersion: number,
): TeachingPreferencesState {
  const current =
    state.status === 'notStarted'
      ? {
          UserId: event.data.UserId,
          AcademicPeriodId: event.data.AcademicPeriodId,
          preferences: [],
          submittedPreferences: null,
          reopenReason: null,
        }
      : state;
  switch (event.type) {
    case 'TeachingPreferencesSaved':
      return {
        ...current,
        // editing a reopened submission keeps it reopened until it is submitted again
        status: state.status === 'reopened' ? 'reopened' : 'draft',
        version: streamVersion,
        preferences: event.data.preferences,
      };
    case 'TeachingPreferencesSubmitted':
      return {
        ...current,
        status: 'submitted',
        version: streamVersion,
        submittedPreferences: current.preferences,
      };
    case 'TeachingPreferencesReopened':
      return { ...current, status: 'reopened', version: streamVersion, reopenReason: event.data.reason };
  }
}
