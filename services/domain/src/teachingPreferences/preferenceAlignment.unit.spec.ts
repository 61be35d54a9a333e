import { describe, expect, it } from 'vitest';
import type { Preference } from './preference.js';
import { type AlignmentTarget, preferenceAlignmentOf } from './preferenceAlignment.js';

const id = (name: string) =>
  `0190a000-0000-7000-8000-${Buffer.from(name).toString('hex').padEnd(12, '0').slice(0, 12)}`;
const [fall, spring, summer] = [id('fall'), id('spring'), id('summer')];
const [inPerson, online] = [id('inpers'), id('online')];
const [lecture, lab] = [id('lectur'), id('lab')];
const [calculus, algebra] = [id('calc'), id('alg')];

let sequence = 0;
const preference = (more: Partial<Preference>): Preference => ({
  id: id(`p${++sequence}`),
  AcademicTermId: fall,
  TeachingModeId: inPerson,
  AssignmentTypeId: null,
  weight: 3,
  notes: null,
  CourseIds: [],
  ...more,
});
const assignment = (more: Partial<AlignmentTarget> = {}): AlignmentTarget => ({
  AcademicTermId: fall,
  TeachingModeId: inPerson,
  AssignmentTypeId: null,
  CourseId: calculus,
  ...more,
});

describe('preference alignment', () => {
  describe('when nothing is submitted', () => {
    it('is neutral for no list and for an empty one', () => {
      const expected = { alignment: 'noPreferences', score: 0.5, reasons: ['No preferences submitted'] };
      expect(preferenceAlignmentOf(assignment(), null)).toEqual(expected);
      expect(preferenceAlignmentOf(assignment(), [])).toEqual(expected);
    });
  });

  describe('when no preference names the section term', () => {
    it('is not aligned', () =>
      expect(
        preferenceAlignmentOf(assignment({ AcademicTermId: summer }), [preference({ weight: 5 })]),
      ).toEqual({
        alignment: 'notAligned',
        score: 0,
        reasons: ['No preference for this term'],
      }));
  });

  describe('when a preference names the term', () => {
    it('is aligned when mode and type match, scored by the weight', () =>
      expect(preferenceAlignmentOf(assignment(), [preference({ weight: 4 })])).toEqual({
        alignment: 'aligned',
        score: 0.9,
        reasons: ['Term preferred (weight 4 of 5)', 'Teaching mode matches', 'Assignment type matches'],
      }));
    it('is partial when the mode differs', () =>
      expect(
        preferenceAlignmentOf(assignment({ TeachingModeId: online }), [preference({ weight: 4 })]),
      ).toEqual({
        alignment: 'partial',
        score: 0.4,
        reasons: ['Term preferred (weight 4 of 5)', 'Teaching mode differs', 'Assignment type matches'],
      }));
    it('is partial when the assignment type differs', () =>
      expect(
        preferenceAlignmentOf(assignment({ AssignmentTypeId: lab }), [
          preference({ AssignmentTypeId: lecture, weight: 2 }),
        ]),
      ).toEqual({
        alignment: 'partial',
        score: 0.3,
        reasons: ['Term preferred (weight 2 of 5)', 'Teaching mode matches', 'Assignment type differs'],
      }));
    it('is partial, still, when neither matches', () =>
      expect(
        preferenceAlignmentOf(assignment({ TeachingModeId: online, AssignmentTypeId: lab }), [
          preference({ AssignmentTypeId: lecture, weight: 1 }),
        ]),
      ).toEqual({
        alignment: 'partial',
        score: 0.25,
        reasons: ['Term preferred (weight 1 of 5)', 'Teaching mode differs', 'Assignment type differs'],
      }));
    it('takes a preference without a type, or an assignment without one, as matching any type', () => {
      expect(preferenceAlignmentOf(assignment({ AssignmentTypeId: lab }), [preference({})]).alignment).toBe(
        'aligned',
      );
      expect(preferenceAlignmentOf(assignment(), [preference({ AssignmentTypeId: lecture })]).alignment).toBe(
        'aligned',
      );
    });
    it('adds a tenth for a wished course, capped at 1', () => {
      expect(
        preferenceAlignmentOf(assignment(), [preference({ weight: 5, CourseIds: [algebra, calculus] })]),
      ).toEqual({
        alignment: 'aligned',
        score: 1,
        reasons: [
          'Term preferred (weight 5 of 5)',
          'Teaching mode matches',
          'Assignment type matches',
          'Course wished for',
        ],
      });
      const partial = preferenceAlignmentOf(assignment({ TeachingModeId: online }), [
        preference({ weight: 3, CourseIds: [calculus] }),
      ]);
      expect(partial).toMatchObject({ alignment: 'partial', score: 0.45 });
      expect(partial.reasons.at(-1)).toBe('Course wished for');
    });
  });

  describe('when several preferences name the term', () => {
    it('judges by the one matching most, before weight', () => {
      const submitted = [
        preference({ TeachingModeId: online, weight: 5, CourseIds: [calculus] }),
        preference({ weight: 1 }),
        preference({ AcademicTermId: spring, weight: 5 }),
      ];
      expect(preferenceAlignmentOf(assignment(), submitted)).toEqual({
        alignment: 'aligned',
        score: 0.6,
        reasons: ['Term preferred (weight 1 of 5)', 'Teaching mode matches', 'Assignment type matches'],
      });
    });
    it('judges by the heaviest among equal matches', () => {
      const submitted = [
        preference({ TeachingModeId: online, weight: 2 }),
        preference({ TeachingModeId: online, AssignmentTypeId: lecture, weight: 5 }),
      ];
      expect(preferenceAlignmentOf(assignment({ AssignmentTypeId: lecture }), submitted)).toMatchObject({
        alignment: 'partial',
        score: 0.45,
        reasons: ['Term preferred (weight 5 of 5)', 'Teaching mode differs', 'Assignment type matches'],
      });
    });
  });
});
