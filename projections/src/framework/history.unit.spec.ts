import { sections, users } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { historyTableOf } from './history.js';
import { recordTable } from './readModelTable.js';

const historyBodies = (definition: Parameters<typeof recordTable>[0]) =>
  historyTableOf(recordTable(definition)).indexes.map((index) => index.body);

describe('history table indexes', () => {
  it("keep what as-of reads use: versions by id, references, a period's rows in each list order, q", () => {
    const indexes = historyBodies(sections);
    expect(indexes).toEqual(
      expect.arrayContaining([
        '(id, "validFrom")',
        '("AcademicPeriodId", "validFrom") include ("validTo", removed)',
        '("CourseOfferingId", id)',
        '("WorkgroupId", id)',
        '("AcademicPeriodId", "sectionNumber", id)',
        '("AcademicPeriodId", "coverageStatus", id)',
        'using gin ("searchText" gin_trgm_ops)',
      ]),
    );
  });

  it('leave out the orders of other scopes and of the whole table, one field trigrams and lower()', () => {
    const indexes = historyBodies(sections);
    expect(indexes).not.toContain('("sectionNumber", id)');
    expect(indexes).not.toContain('("AcademicTermId", "sectionNumber", id)');
    expect(indexes).not.toContain('("WorkgroupId", "name", id)');
    expect(indexes).not.toContain('using gin ("name" gin_trgm_ops)');
    expect(indexes).not.toContain('("updatedAt", id)');
    expect(indexes.length).toBeLessThan(recordTable(sections).indexes.length / 2);
    // without a searchText column, q searches each search field: their trigrams stay
    expect(historyBodies(users)).toContain('using gin ("username" gin_trgm_ops)');
    expect(historyBodies(users)).not.toContain('(lower("username"))');
  });

  it('leave the live table as it was', () => {
    expect(recordTable(sections).indexes.map((index) => index.body)).toContain('("sectionNumber", id)');
  });
});
