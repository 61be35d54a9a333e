import { deciderSpec } from '@tams/event-store/testing';
import { describe, expect, it } from 'vitest';
import { BusinessRuleError, RecordVersionConflictError, ValidationError } from '../shared/errors.js';
import type { Preference } from './preference.js';
import { preferenceRefusals, teachingPreferencesDecider } from './teachingPreferenceCommands.js';
import type { TeachingPreferencesEvent } from './teachingPreferences.js';

const spec = deciderSpec(teachingPreferencesDecider);
const id = (n: number) => `0190a000-0000-7000-8000-0000000005${String(n).padStart(2, '0')}`;
const [UserId, AcademicPeriodId, staffId] = [id(1), id(2), id(3)];
const [fall, spring, inPerson] = [id(10), id(11), id(12)];
const scope = { UserId, AcademicPeriodId };

const preference = (n: number, more: Partial<Preference> = {}): Preference => ({
  id: id(40 + n),
  AcademicTermId: n % 2 ? fall : spring,
  TeachingModeId: inPerson,
  AssignmentTypeId: null,
  weight: 3,
  notes: null,
  CourseIds: [],
  ...more,
});
const twoPreferences = [preference(1), preference(2)];

const Saved = (preferences: Preference[] = twoPreferences): TeachingPreferencesEvent => ({
  type: 'TeachingPreferencesSaved',
  data: { ...scope, preferences },
});
const Submitted: TeachingPreferencesEvent = { type: 'TeachingPreferencesSubmitted', data: scope };
const Reopened: TeachingPreferencesEvent = {
  type: 'TeachingPreferencesReopened',
  data: { ...scope, reason: 'Add the summer term' },
};

const Save = (expectedVersion: number, more: Record<string, unknown> = {}) => ({
  type: 'SaveTeachingPreferences' as const,
  ...scope,
  actorId: UserId,
  expectedVersion,
  preferences: twoPreferences,
  windowOpen: true,
  ...more,
});
const Submit = (expectedVersion: number, windowOpen = true) => ({
  type: 'SubmitTeachingPreferences' as const,
  ...scope,
  actorId: UserId,
  expectedVersion,
  windowOpen,
});
const Reopen = (expectedVersion: number, reason = 'Add the summer term') => ({
  type: 'ReopenTeachingPreferences' as const,
  ...scope,
  actorId: staffId,
  expectedVersion,
  reason,
});
const refusedWith = (message: string) => (error: Error) => error.message === message;

describe('Teaching preferences', () => {
  describe('when nothing is saved yet', () => {
    const given = spec.given([]);
    it('saves a draft', () => given.when(Save(0)).then([Saved()]));
    it('saves a draft copied from another period', () =>
      given.when(Save(0, { copiedFromAcademicPeriodId: id(5) })).then([
        {
          type: 'TeachingPreferencesSaved',
          data: { ...scope, preferences: twoPreferences, copiedFromAcademicPeriodId: id(5) },
        },
      ]));
    it('refuses to submit an empty list', () =>
      given.when(Submit(0)).thenThrows(BusinessRuleError, refusedWith(preferenceRefusals.nothingToSubmit)));
    it("refuses a save in someone else's name", () =>
      given
        .when(Save(0, { actorId: staffId }))
        .thenThrows(BusinessRuleError, refusedWith(preferenceRefusals.notOwner)));
    it('refuses the same term, mode and type twice', () =>
      given
        .when(Save(0, { preferences: [preference(1), preference(2), preference(3, { id: id(49) })] }))
        .thenThrows(ValidationError, (error) =>
          /preference 1$/.test(error.fieldErrors['preferences.2.AcademicTermId'] ?? ''),
        ));
    it('takes the same term and mode again with another assignment type', () =>
      given
        .when(Save(0, { preferences: [preference(1), preference(3, { AssignmentTypeId: id(20) })] }))
        .then([Saved([preference(1), preference(3, { AssignmentTypeId: id(20) })])]));
  });

  describe('when a draft is saved', () => {
    const given = spec.given([Saved()]);
    it('saves it again', () =>
      given.when(Save(1, { preferences: [preference(1)] })).then([Saved([preference(1)])]));
    it('submits it', () => given.when(Submit(1)).then([Submitted]));
    it('refuses a save on a stale version', () => given.when(Save(0)).thenThrows(RecordVersionConflictError));
    it('refuses a submit on a stale version', () =>
      given.when(Submit(2)).thenThrows(RecordVersionConflictError));
    it('refuses to submit once emptied', () =>
      spec
        .given([Saved(), Saved([])])
        .when(Submit(2))
        .thenThrows(BusinessRuleError, refusedWith(preferenceRefusals.nothingToSubmit)));
    it('cannot be reopened (nothing submitted)', () =>
      given.when(Reopen(1)).thenThrows(BusinessRuleError, refusedWith(preferenceRefusals.notSubmittedYet)));
  });

  describe('when the window is closed (planning past step 4)', () => {
    const given = spec.given([Saved()]);
    it('refuses a save', () =>
      given
        .when(Save(1, { windowOpen: false }))
        .thenThrows(BusinessRuleError, refusedWith(preferenceRefusals.windowClosed)));
    it('refuses a submit', () =>
      given
        .when(Submit(1, false))
        .thenThrows(BusinessRuleError, refusedWith(preferenceRefusals.windowClosed)));
    it('refuses a first save too', () =>
      spec
        .given([])
        .when(Save(0, { windowOpen: false }))
        .thenThrows(BusinessRuleError));
  });

  describe('when submitted', () => {
    const given = spec.given([Saved(), Submitted]);
    it('refuses a save', () =>
      given.when(Save(2)).thenThrows(BusinessRuleError, refusedWith(preferenceRefusals.submitted)));
    it('refuses a second submit', () =>
      given.when(Submit(2)).thenThrows(BusinessRuleError, refusedWith(preferenceRefusals.alreadySubmitted)));
    it('is reopened by staff with a reason', () => given.when(Reopen(2)).then([Reopened]));
    it('refuses a reopen without a reason', () =>
      given.when(Reopen(2, '   ')).thenThrows(ValidationError, (error) => 'reason' in error.fieldErrors));
    it('refuses a reopen on a stale version', () =>
      given.when(Reopen(1)).thenThrows(RecordVersionConflictError));
  });

  describe('when reopened', () => {
    const given = spec.given([Saved(), Submitted, Reopened]);
    it('saves even with the window closed', () =>
      given
        .when(Save(3, { windowOpen: false, preferences: [preference(1)] }))
        .then([Saved([preference(1)])]));
    it('is submitted again with the window closed', () =>
      spec
        .given([Saved(), Submitted, Reopened, Saved([preference(1)])])
        .when(Submit(4, false))
        .then([Submitted]));
    it('cannot be reopened twice', () => given.when(Reopen(3)).thenThrows(BusinessRuleError));
  });

  describe('its state', () => {
    const fold = (events: TeachingPreferencesEvent[]) =>
      events.reduce(
        (state, event, index) => teachingPreferencesDecider.evolve(state, event, index + 1),
        teachingPreferencesDecider.initialState(),
      );
    it('keeps the submitted list through a reopen and edits until the next submit', () => {
      const edited = fold([Saved(), Submitted, Reopened, Saved([preference(1)])]);
      expect(edited).toMatchObject({ status: 'reopened', version: 4, preferences: [preference(1)] });
      expect(edited.status !== 'notStarted' && edited.submittedPreferences).toEqual(twoPreferences);
      const again = fold([Saved(), Submitted, Reopened, Saved([preference(1)]), Submitted]);
      expect(again.status !== 'notStarted' && again.submittedPreferences).toEqual([preference(1)]);
    });
  });
});
