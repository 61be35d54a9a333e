import type { Decider } from '@tams/event-store';
import { BusinessRuleError, RecordVersionConflictError, ValidationError } from '../shared/errors.js';
import { type Preference, repeatedSlots, sameSlotTwice } from './preference.js';
import {
  evolveTeachingPreferences,
  initialTeachingPreferencesState,
  type TeachingPreferencesEvent,
  type TeachingPreferencesState,
  teachingPreferencesStreamId,
} from './teachingPreferences.js';

/**
 * Every command names the stream (UserId, AcademicPeriodId), the stream version the caller saw (0: none
 * yet) and who acts. `windowOpen` comes from the period's progress step (open while step <= 4): the route
 * reads it, the decider only applies it.
 */
interface PreferenceCommandBase {
  UserId: string;
  AcademicPeriodId: string;
  actorId: string;
  expectedVersion: number;
}
export interface SaveTeachingPreferences extends PreferenceCommandBase {
  type: 'SaveTeachingPreferences';
  preferences: Preference[];
  windowOpen: boolean;
  copiedFromAcademicPeriodId?: string;
}
export interface SubmitTeachingPreferences extends PreferenceCommandBase {
  type: 'SubmitTeachingPreferences';
  windowOpen: boolean;
}
/** By staff (the route checks who may): reopens a submitted list for changes, whatever the step. */
export interface ReopenTeachingPreferences extends PreferenceCommandBase {
  type: 'ReopenTeachingPreferences';
  reason: string;
}
export type TeachingPreferencesCommand =
  SaveTeachingPreferences | SubmitTeachingPreferences | ReopenTeachingPreferences;

export const preferenceRefusals = {
  notOwner: 'Only the faculty member may change their own teaching preferences',
  submitted: 'Your preferences are submitted: staff can reopen them if they need to change',
  windowClosed:
    'The teaching preferences window of this period is closed (planning is past step 4, Teaching preferences)',
  nothingToSubmit: 'Add at least one preference before submitting',
  notSubmittedYet: 'Only submitted preferences can be reopened',
  alreadySubmitted: 'These preferences are already submitted',
} as const;

function checkVersion(command: TeachingPreferencesCommand, state: TeachingPreferencesState) {
  if (command.expectedVersion !== state.version)
    throw new RecordVersionConflictError(
      'teachingPreferences',
      teachingPreferencesStreamId(command.UserId, command.AcademicPeriodId),
      command.expectedVersion,
      state.version,
      'list of teaching preferences',
    );
}

function save(command: SaveTeachingPreferences, state: TeachingPreferencesState): TeachingPreferencesEvent[] {
  if (command.actorId !== command.UserId) throw new BusinessRuleError(preferenceRefusals.notOwner);
  if (state.status === 'submitted') throw new BusinessRuleError(preferenceRefusals.submitted);
  if (!command.windowOpen && state.status !== 'reopened')
    throw new BusinessRuleError(preferenceRefusals.windowClosed);
  const repeated = repeatedSlots(command.preferences);
  if (repeated.size > 0)
    throw new ValidationError(
      Object.fromEntries(
        [...repeated].map(([index, earlier]) => [
          `preferences.${index}.AcademicTermId`,
          `${sameSlotTwice} ${earlier + 1}`,
        ]),
      ),
    );
  const { UserId, AcademicPeriodId, preferences, copiedFromAcademicPeriodId } = command;
  return [
    {
      type: 'TeachingPreferencesSaved',
      data: {
        UserId,
        AcademicPeriodId,
        preferences,
        ...(copiedFromAcademicPeriodId ? { copiedFromAcademicPeriodId } : {}),
      },
    },
  ];
}

function submit(
  command: SubmitTeachingPreferences,
  state: TeachingPreferencesState,
): TeachingPreferencesEvent[] {
  if (command.actorId !== command.UserId) throw new BusinessRuleError(preferenceRefusals.notOwner);
  if (state.status === 'submitted') throw new BusinessRuleError(preferenceRefusals.alreadySubmitted);
  if (!command.windowOpen && state.status !== 'reopened')
    throw new BusinessRuleError(preferenceRefusals.windowClosed);
  if (state.status === 'notStarted' || state.preferences.length === 0)
    throw new BusinessRuleError(preferenceRefusals.nothingToSubmit, 'preferences');
  const { UserId, AcademicPeriodId } = command;
  return [{ type: 'TeachingPreferencesSubmitted', data: { UserId, AcademicPeriodId } }];
}

function reopen(
  command: ReopenTeachingPreferences,
  state: TeachingPreferencesState,
): TeachingPreferencesEvent[] {
  const reason = command.reason.trim();
  if (!reason) throw new ValidationError({ reason: 'Required: say why the preferences are reopened' });
  if (state.status !== 'submitted') throw new BusinessRuleError(preferenceRefusals.notSubmittedYet);
  const { UserId, AcademicPeriodId } = command;
  return [{ type: 'TeachingPreferencesReopened', data: { UserId, AcademicPeriodId, reason } }];
}

export function decideTeachingPreferences(
  command: TeachingPreferencesCommand,
  state: TeachingPreferencesState,
): TeachingPreferencesEvent[] {
  checkVersion(command, state);
  switch (command.type) {
    case 'SaveTeachingPreferences':
      return save(command, state);
    case 'SubmitTeachingPreferences':
      return submit(command, state);
    case 'ReopenTeachingPreferences':
      return reopen(command, state);
  }
}

export const teachingPreferencesDecider: Decider<
  TeachingPreferencesState,
  TeachingPreferencesCommand,
  TeachingPreferencesEvent
> = {
  initialState: initialTeachingPreferencesState,
  evolve: evolveTeachingPreferences,
  decide: decideTeachingPreferences,
};
