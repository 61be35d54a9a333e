import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { RecordVersionConflictError, ValidationError } from '../shared/errors.js';
import { recordStreamDecider } from '../shared/recordDecider.js';
import { meetings } from './meeting.js';
import { sections } from './section.js';

const spec = deciderSpec(recordStreamDecider(sections, [meetings]));
const id = '0190a000-0000-7000-8000-0000000000b1';
const values = {
  CourseOfferingId: '0190a000-0000-7000-8000-0000000000a1',
  name: 'Calculus I',
  sectionNumber: '001',
  AcademicTermId: '0190a000-0000-7000-8000-0000000000f1',
  TeachingModeId: '0190a000-0000-7000-8000-0000000000d1',
  WorkgroupId: null,
  enrollment: 0,
  enrollmentOverride: false,
  defaultPoints: 3,
  points: 3,
  notes: null,
  AcademicPeriodId: '0190a000-0000-7000-8000-0000000000e1',
  CourseId: '0190a000-0000-7000-8000-0000000000c1',
};
const SectionCreated = { type: 'SectionCreated', data: { id, ...values } };
const update = (changes: Record<string, unknown>, expectedVersion?: number) => ({
  type: 'UpdateRecord' as const,
  resource: 'sections',
  id,
  values: changes,
  ...(expectedVersion === undefined ? {} : { expectedVersion }),
});

describe('Section', () => {
  it('is created with the values the server completed', () =>
    spec.given([]).when({ type: 'CreateRecord', resource: 'sections', id, values }).then([SectionCreated]));

  describe('when it exists', () => {
    const given = spec.given([SectionCreated]);
    it('changes its points', () =>
      given
        .when(update({ points: 4.5 }, 1))
        .then([{ type: 'SectionUpdated', data: { id, changes: { points: 4.5 } } }]));
    it('moves to another term mode', () =>
      given.when(update({ AcademicTermId: '0190a000-0000-7000-8000-0000000000f2' }, 1)).then([
        {
          type: 'SectionUpdated',
          data: { id, changes: { AcademicTermId: '0190a000-0000-7000-8000-0000000000f2' } },
        },
      ]));
    it('keeps its offering, period and course', () =>
      given
        .when(
          update({
            CourseOfferingId: '0190a000-0000-7000-8000-0000000000a2',
            AcademicPeriodId: '0190a000-0000-7000-8000-0000000000e2',
            CourseId: '0190a000-0000-7000-8000-0000000000c2',
          }),
        )
        .thenThrows(ValidationError, (error) =>
          ['CourseOfferingId', 'AcademicPeriodId', 'CourseId'].every((field) =>
            /Cannot be changed/.test(error.fieldErrors[field] ?? ''),
          ),
        ));
    it('refuses a stale edit', () =>
      given.when(update({ points: 4 }, 0)).thenThrows(RecordVersionConflictError));
  });

  describe('when its meeting changed after it', () => {
    // the section's version is its own: a meeting change does not make an edit of the section stale
    it('still takes an edit of the version it was read at', () =>
      spec
        .given([
          SectionCreated,
          {
            type: 'MeetingCreated',
            data: { id: '0190a000-0000-7000-8000-000000000201', SectionId: id, days: ['MO'] },
          },
        ])
        .when(update({ points: 2 }, 1))
        .then([{ type: 'SectionUpdated', data: { id, changes: { points: 2 } } }]));
  });
});
