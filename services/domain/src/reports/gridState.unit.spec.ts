import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors.js';
import { emptyGridState, parseGridState, upcastGridState } from './gridState.js';

describe('Grid states', () => {
  it('reads an old-format state (react-table v7, page index and size) as the current one', () => {
    const old = {
      pageIndex: 2,
      pageSize: 25,
      sortBy: [{ id: 'courseNumber', desc: true }, { id: 'sectionNumber' }],
      filters: [{ id: 'Workgroup', value: 'Physics' }],
      groupBy: ['Workgroup'],
      hiddenColumns: ['notes', 'enrollment'],
      columnOrder: ['Workgroup', 'courseNumber'],
    };
    expect(parseGridState(old)).toEqual({
      columnOrder: ['Workgroup', 'courseNumber'],
      columnVisibility: { notes: false, enrollment: false },
      sorting: [
        { id: 'courseNumber', desc: true },
        { id: 'sectionNumber', desc: false },
      ],
      grouping: ['Workgroup'],
      columnFilters: [{ id: 'Workgroup', value: 'Physics' }],
      pagination: { pageIndex: 2, pageSize: 25 },
    });
  });

  it('reads an old state with only the page size, and caps a page at 1000 rows', () => {
    expect(parseGridState({ pageSize: 5000 })).toEqual({
      ...emptyGridState(),
      pagination: { pageIndex: 0, pageSize: 1000 },
    });
  });

  it('leaves a current state as it is', () => {
    const current = { ...emptyGridState(), grouping: ['Workgroup'], columnVisibility: { notes: false } };
    expect(upcastGridState(current)).toBe(current);
    expect(parseGridState(current)).toEqual(current);
  });

  it('fills what a partial current state leaves out', () => {
    expect(parseGridState({ sorting: [{ id: 'name', desc: false }] })).toEqual({
      ...emptyGridState(),
      sorting: [{ id: 'name', desc: false }],
    });
  });

  it('refuses a malformed state naming the field', () => {
    const refused = (input: unknown) => {
      try {
        parseGridState(input);
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        return Object.keys((error as ValidationError).fieldErrors)[0];
      }
      throw new Error('accepted');
    };
    expect(refused({ pagination: { pageIndex: 0, pageSize: 0 } })).toBe('gridState.pagination.pageSize');
    expect(refused({ sorting: [{ id: 'name', desc: 'yes' }] })).toBe('gridState.sorting.0.desc');
    expect(refused({ grouping: 'Workgroup' })).toBe('gridState.grouping');
    expect(refused({ surprise: 1 })).toBe('gridState');
    expect(refused({ globalFilter: 'a\u0000b' })).toBe('gridState.globalFilter');
  });
});
