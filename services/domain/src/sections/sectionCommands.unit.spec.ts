import { deciderSpec } from '@tams/event-store/testing';
import { describe, expect, it } from 'vitest';
import {
  AlreadyExistsError,
  NotFoundError,
  RecordVersionConflictError,
  ValidationError,
} from '../shared/errors.js';
import type { RecordEvent } from '../shared/recordDecider.js';
import { type ChangeSection, sectionDecider, sectionStreamUniqueKeys } from './sectionCommands.js';
import { newSectionValues, type SectionOffering, sectionRefusals } from './sectionRules.js';

const spec = deciderSpec(sectionDecider);
const uuid = (tail: string) => `0190a000-0000-7000-8000-${tail.padStart(12, '0')}`;
const id = uuid('b1');
const [fall, spring] = [uuid('f1'), uuid('f2')];
const [inPerson, online] = [uuid('d1'), uuid('d2')];
const offering: SectionOffering = {
  AcademicPeriodId: uuid('e1'),
  CourseId: uuid('c1'),
  points: 3,
  name: 'Calculus I',
  WorkgroupId: uuid('9'),
  sectionMaxStudents: 30,
  termModes: [
    { AcademicTermId: fall, TeachingModeId: inPerson },
    { AcademicTermId: spring, TeachingModeId: online },
  ],
  sections: [{ id: uuid('b2'), sectionNumber: 'A1', AcademicTermId: fall }],
};
const client = {
  CourseOfferingId: uuid('a1'),
  sectionNumber: '001',
  AcademicTermId: fall,
  TeachingModeId: inPerson,
  enrollment: 0,
  enrollmentOverride: false,
  notes: null,
};
const values = newSectionValues(client, offering);
const AddSection = (more: Record<string, unknown> = {}, facts: SectionOffering | undefined = offering) => ({
  type: 'AddSection' as const,
  id,
  values: { ...values, ...more },
  offering: facts,
});
const SectionCreated = (more: Record<string, unknown> = {}): RecordEvent => ({
  type: 'SectionCreated',
  data: { id, ...values, ...more },
});
const ChangeSection = (changes: Record<string, unknown>, expectedVersion?: number): ChangeSection => ({
  type: 'ChangeSection',
  id,
  values: changes,
  ...(expectedVersion === undefined ? {} : { expectedVersion }),
  offering,
});
const SectionUpdated = (changes: Record<string, unknown>): RecordEvent => ({
  type: 'SectionUpdated',
  data: { id, changes },
});
const refusedOn = (field: string, message: string | RegExp) => (error: ValidationError) =>
  typeof message === 'string'
    ? error.fieldErrors[field] === message
    : message.test(error.fieldErrors[field] ?? '');

describe('Section', () => {
  describe('when it does not exist yet', () => {
    const given = spec.given([]);
    it('is added with the values completed from its offering: period, course, points, name, workgroup', () =>
      given.when(AddSection()).then([
        SectionCreated({
          AcademicPeriodId: offering.AcademicPeriodId,
          CourseId: offering.CourseId,
          defaultPoints: 3,
          points: 3,
          name: 'Calculus I',
          WorkgroupId: offering.WorkgroupId,
        }),
      ]));
    it('refuses a term and teaching mode the offering does not run in', () =>
      given
        .when(AddSection({ AcademicTermId: fall, TeachingModeId: online }))
        .thenThrows(ValidationError, refusedOn('AcademicTermId', sectionRefusals.termMode)));
    it('refuses a section number another section of the offering has in the term, in any case', () =>
      given
        .when(AddSection({ sectionNumber: ' a1 ' }))
        .thenThrows(ValidationError, refusedOn('sectionNumber', sectionRefusals.sectionNumber)));
    it('takes a number the offering has in another term', () =>
      given
        .when(AddSection({ sectionNumber: 'A1', AcademicTermId: spring, TeachingModeId: online }))
        .then([SectionCreated({ sectionNumber: 'A1', AcademicTermId: spring, TeachingModeId: online })]));
    it("refuses an enrollment above the course's section maximum", () =>
      given
        .when(AddSection({ enrollment: 31 }))
        .thenThrows(ValidationError, refusedOn('enrollment', /^Above the course's section maximum of 30/)));
    it('takes an enrollment at the maximum', () =>
      given.when(AddSection({ enrollment: 30 })).then([SectionCreated({ enrollment: 30 })]));
    it('takes an enrollment above the maximum with the override confirmed', () =>
      given
        .when(AddSection({ enrollment: 31, enrollmentOverride: true }))
        .then([SectionCreated({ enrollment: 31, enrollmentOverride: true })]));
    it('takes any enrollment when the course has no maximum', () =>
      given
        .when(AddSection({ enrollment: 500 }, { ...offering, sectionMaxStudents: null }))
        .then([SectionCreated({ enrollment: 500 })]));
    it('names every broken rule at once', () =>
      given
        .when(AddSection({ sectionNumber: 'A1', TeachingModeId: online, enrollment: 31 }))
        .thenThrows(ValidationError, (error) =>
          ['AcademicTermId', 'enrollment'].every((field) => field in error.fieldErrors),
        ));
    it('refuses a section of an offering that does not exist', () =>
      given
        .when({ ...AddSection(), offering: undefined })
        .thenThrows(ValidationError, refusedOn('CourseOfferingId', sectionRefusals.noOffering)));
    it('refuses a change or a removal', () => {
      given.when(ChangeSection({ points: 4 })).thenThrows(NotFoundError);
      given.when({ type: 'RemoveSection', id }).thenThrows(NotFoundError);
    });
  });

  describe('when it exists', () => {
    const given = spec.given([SectionCreated()]);
    it('is not added twice', () => given.when(AddSection()).thenThrows(AlreadyExistsError));
    it('changes its points without looking at the offering', () =>
      given
        .when({ ...ChangeSection({ points: 4.5 }, 1), offering: undefined })
        .then([SectionUpdated({ points: 4.5 })]));
    it('records only what changes', () =>
      given.when(ChangeSection({ points: 3, notes: 'Lab' }, 1)).then([SectionUpdated({ notes: 'Lab' })]));
    it('changes nothing when nothing differs', () =>
      given.when(ChangeSection({ points: 3, sectionNumber: '001' }, 1)).thenNothingHappens());
    it('refuses a stale edit', () =>
      given.when(ChangeSection({ points: 4 }, 0)).thenThrows(RecordVersionConflictError));
    it('keeps its offering, period and course', () =>
      given
        .when(
          ChangeSection({ CourseOfferingId: uuid('a2'), AcademicPeriodId: uuid('e2'), CourseId: uuid('c2') }),
        )
        .thenThrows(ValidationError, (error) =>
          ['CourseOfferingId', 'AcademicPeriodId', 'CourseId'].every((field) =>
            /Cannot be changed/.test(error.fieldErrors[field] ?? ''),
          ),
        ));
    it('moves to another term mode of its offering', () =>
      given
        .when(ChangeSection({ AcademicTermId: spring, TeachingModeId: online }, 1))
        .then([SectionUpdated({ AcademicTermId: spring, TeachingModeId: online })]));
    it('refuses a term mode its offering lacks', () =>
      given
        .when(ChangeSection({ AcademicTermId: spring }, 1))
        .thenThrows(ValidationError, refusedOn('AcademicTermId', sectionRefusals.termMode)));
    it('refuses the number of another section of the offering in its term', () =>
      given
        .when(ChangeSection({ sectionNumber: 'a1' }, 1))
        .thenThrows(ValidationError, refusedOn('sectionNumber', sectionRefusals.sectionNumber)));
    it('keeps its own number among the offering sections read', () =>
      given
        .when({
          ...ChangeSection({ notes: 'n', sectionNumber: '001 ' }, 1),
          offering: { ...offering, sections: [{ id, sectionNumber: '001', AcademicTermId: fall }] },
        })
        .then([SectionUpdated({ notes: 'n', sectionNumber: '001 ' })]));
    it("refuses an enrollment raised above the course's section maximum without the override", () =>
      given
        .when(ChangeSection({ enrollment: 45 }, 1))
        .thenThrows(ValidationError, refusedOn('enrollment', /^Above the course's section maximum of 30/)));
    it('takes the raise with the override confirmed', () =>
      given
        .when(ChangeSection({ enrollment: 45, enrollmentOverride: true }, 1))
        .then([SectionUpdated({ enrollment: 45, enrollmentOverride: true })]));
    it('is removed', () =>
      given
        .when({ type: 'RemoveSection', id, expectedVersion: 1 })
        .then([{ type: 'SectionDeleted', data: { id } }]));
  });

  describe('when its enrollment is above the maximum with the override', () => {
    const given = spec.given([SectionCreated({ enrollment: 31, enrollmentOverride: true })]);
    it('refuses switching the override off', () =>
      given
        .when(ChangeSection({ enrollmentOverride: false }, 1))
        .thenThrows(ValidationError, refusedOn('enrollment', /^Above the course's section maximum of 30/)));
    it('judges a change of other fields by their rules only (the maximum was lowered since)', () =>
      given
        .when({ ...ChangeSection({ points: 1 }, 1), offering: { ...offering, sectionMaxStudents: 10 } })
        .then([SectionUpdated({ points: 1 })]));
  });

  describe('when it has a meeting and a teaching assignment', () => {
    const given = spec.given([
      SectionCreated(),
      { type: 'MeetingCreated', data: { id: uuid('201'), SectionId: id, days: ['MO'] } },
      { type: 'TeachingAssignmentCreated', data: { id: uuid('401'), SectionId: id, UserId: uuid('301') } },
    ]);
    it('keeps them when it changes', () =>
      given.when(ChangeSection({ points: 2 }, 1)).then([SectionUpdated({ points: 2 })]));
    it('is removed with them, children first', () =>
      given.when({ type: 'RemoveSection', id, expectedVersion: 1 }).then([
        { type: 'MeetingDeleted', data: { id: uuid('201') } },
        { type: 'TeachingAssignmentDeleted', data: { id: uuid('401') } },
        { type: 'SectionDeleted', data: { id } },
      ]));
    it('refuses a stale removal', () =>
      given.when({ type: 'RemoveSection', id, expectedVersion: 3 }).thenThrows(RecordVersionConflictError));
  });

  describe('its unique keys', () => {
    it('hold its section number within offering and term, case-insensitive', () => {
      const state = [SectionCreated({ sectionNumber: ' A1 ' })].reduce(
        (current, event, index) => sectionDecider.evolve(current, event, index + 1),
        sectionDecider.initialState(),
      );
      expect(sectionStreamUniqueKeys(state)).toEqual([
        { scope: 'sections.sectionNumber', key: JSON.stringify([client.CourseOfferingId, fall, 'a1']) },
      ]);
    });
  });
});

describe('newSectionValues', () => {
  it("keeps the client's name, points and workgroup; sets the period, course and default points", () =>
    expect(
      newSectionValues(
        {
          ...client,
          name: 'Honors',
          points: 2,
          WorkgroupId: null,
          AcademicPeriodId: uuid('e9'),
          defaultPoints: 9,
        },
        offering,
      ),
    ).toMatchObject({
      name: 'Honors',
      points: 2,
      WorkgroupId: null,
      AcademicPeriodId: offering.AcademicPeriodId,
      CourseId: offering.CourseId,
      defaultPoints: 3,
    }));
});
