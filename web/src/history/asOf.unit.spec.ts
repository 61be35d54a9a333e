import { describe, expect, it } from 'vitest';
import { asOfOf, isAsOfQuery, menuPathAsOf, pathAsOf, searchWithAsOf, withAsOf } from './asOf';

const instant = '2026-11-20T10:00:00.000Z';

describe('withAsOf', () => {
  it('adds the instant to GETs of the routes that answer the past', () => {
    expect(withAsOf('/api/sections?filter=%7B%7D', 'GET', instant)).toBe(
      `/api/sections?filter=%7B%7D&asOf=${encodeURIComponent(instant)}`,
    );
    expect(withAsOf('/api/instructors/abc', undefined, instant)).toBe(
      `/api/instructors/abc?asOf=${encodeURIComponent(instant)}`,
    );
    expect(withAsOf('/api/dashboard', 'GET', instant)).toContain('asOf=');
    expect(withAsOf('/api/workgroupApprovals?AcademicPeriodId=p', 'get', instant)).toContain('&asOf=');
  });

  it('leaves writes, other routes, sub-routes and "now" alone', () => {
    expect(withAsOf('/api/sections', 'POST', instant)).toBe('/api/sections');
    expect(withAsOf('/api/sections/abc', 'PUT', instant)).toBe('/api/sections/abc');
    expect(withAsOf('/api/courses', 'GET', instant)).toBe('/api/courses');
    expect(withAsOf('/api/sections/abc/history', 'GET', instant)).toBe('/api/sections/abc/history');
    expect(withAsOf('/api/sectionsExtra', 'GET', instant)).toBe('/api/sectionsExtra');
    expect(withAsOf('/api/academicPeriods/active', 'GET', instant)).toBe('/api/academicPeriods/active');
    expect(withAsOf('/api/sections', 'GET', null)).toBe('/api/sections');
  });
});

describe('the instant in the address', () => {
  it('reads a valid instant and ignores anything else', () => {
    expect(asOfOf(`?asOf=${encodeURIComponent(instant)}&page=2`)).toBe(instant);
    expect(asOfOf('?asOf=yesterday')).toBeNull();
    expect(asOfOf('?page=2')).toBeNull();
  });

  it('sets and drops it, keeping the other parameters', () => {
    expect(searchWithAsOf('?periodId=p', instant)).toBe(`?periodId=p&asOf=${encodeURIComponent(instant)}`);
    expect(searchWithAsOf(`?periodId=p&asOf=${instant}`, null)).toBe('?periodId=p');
    expect(searchWithAsOf(`?asOf=${instant}`, null)).toBe('');
    expect(pathAsOf('/', instant)).toBe(`/?asOf=${encodeURIComponent(instant)}`);
  });

  it('names the cached reads an instant changes', () => {
    expect(isAsOfQuery(['sections', 'getList', {}])).toBe(true);
    expect(isAsOfQuery(['auth', 'canAccess', {}])).toBe(true);
    expect(isAsOfQuery(['auth', 'getPermissions'])).toBe(false);
    expect(isAsOfQuery(['academicPeriods', 'active'])).toBe(false);
  });
});

describe('menu links in the past', () => {
  const instant = '2026-11-20T10:00:00.000Z';
  it('keep the instant on the pages that show the past and drop it elsewhere', () => {
    expect(menuPathAsOf('/sectionAssignments', instant)).toBe(pathAsOf('/sectionAssignments', instant));
    expect(menuPathAsOf('/', instant)).toBe(`/?asOf=${encodeURIComponent(instant)}`);
    expect(menuPathAsOf('/reports', instant)).toBe('/reports');
    expect(menuPathAsOf('/sections', null)).toBe('/sections');
  });
});
