import { courses, sections, settings } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { recordTable } from './readModelTable.js';

const bodies = (definition: Parameters<typeof recordTable>[0]) =>
  recordTable(definition).indexes.map((index) => index.body);

describe('read-model indexes', () => {
  it('serve a sorted page of one period, term or workgroup: (scope, list column, id)', () => {
    const indexes = bodies(sections);
    for (const scope of ['AcademicPeriodId', 'AcademicTermId', 'WorkgroupId']) {
      for (const column of ['sectionNumber', 'name', 'enrollment', 'points', 'coverageStatus', 'variance'])
        expect(indexes).toContain(`("${scope}", "${column}", id)`);
    }
    // not for columns the list does not show, nor by other references (an offering has a handful of sections)
    expect(indexes).not.toContain('("AcademicPeriodId", "notes", id)');
    expect(indexes.filter((body) => body.startsWith('("CourseOfferingId", '))).toEqual([
      '("CourseOfferingId", id)',
    ]);
    expect(bodies(courses)).toContain('("WorkgroupId", "courseNumber", id)');
  });

  it('keep (column, id) for every sortable column and trigram for searchable text', () => {
    const indexes = bodies(sections);
    expect(indexes).toContain('("sectionNumber", id)');
    expect(indexes).toContain('using gin ("name" gin_trgm_ops)');
    expect(bodies(settings).some((body) => body.split(',').length > 2)).toBe(false);
  });
});
