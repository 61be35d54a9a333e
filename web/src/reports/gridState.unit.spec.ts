import { describe, expect, it } from 'vitest';
import { fromStoredFilter, toGridState, toStoredFilter, toUiState } from './gridState';
import { groupLookup } from './groupSubtotals';
import type { ReportColumn } from './reportApi';

const columns: ReportColumn[] = [
  { id: 'courseNumber', label: 'Course', kind: 'text' },
  { id: 'Workgroup', label: 'Workgroup', kind: 'enum', values: ['Math', 'Physics'] },
  { id: 'points', label: 'Points', kind: 'number', aggregate: 'sum' },
  { id: 'startDate', label: 'Start', kind: 'date' },
  { id: 'active', label: 'Active', kind: 'boolean' },
];

describe('report grid filters', () => {
  it('stores a number range as gte/lte numbers and an open end without its bound', () => {
    expect(toStoredFilter('number', ['3', '5'])).toEqual({ gte: 3, lte: 5 });
    expect(toStoredFilter('integer', ['', '5'])).toEqual({ lte: 5 });
    expect(toStoredFilter('number', ['', ''])).toBeUndefined();
  });

  it('stores enum choices as a list (in), text as contains, booleans as booleans', () => {
    expect(toStoredFilter('enum', ['Math'])).toEqual(['Math']);
    expect(toStoredFilter('enum', [])).toBeUndefined();
    expect(toStoredFilter('text', '  MATH 1 ')).toBe('MATH 1');
    expect(toStoredFilter('boolean', 'false')).toBe(false);
  });

  it('reads operator objects back into the inputs the grid shows', () => {
    expect(fromStoredFilter('number', { between: [1, 4] })).toEqual([1, 4]);
    expect(fromStoredFilter('date', { gte: '2026-01-01' })).toEqual(['2026-01-01', '']);
    expect(fromStoredFilter('enum', 'Math')).toEqual(['Math']);
    expect(fromStoredFilter('text', { contains: 'ab' })).toBe('ab');
    expect(fromStoredFilter('boolean', true)).toBe('true');
  });
});

describe('report grid state', () => {
  it('drops the grid display columns and unreadable filters when stored', () => {
    const stored = toGridState(
      {
        columnOrder: ['mrt-row-expand', 'Workgroup', 'courseNumber'],
        columnVisibility: { 'mrt-row-expand': true, points: false },
        sorting: [{ id: 'courseNumber', desc: true }],
        grouping: ['Workgroup'],
        columnFilters: [
          { id: 'points', value: ['2', ''] },
          { id: 'courseNumber', value: '' },
        ],
        globalFilter: '',
        pagination: { pageIndex: 1, pageSize: 50 },
      },
      columns,
    );
    expect(stored).toEqual({
      columnOrder: ['Workgroup', 'courseNumber'],
      columnVisibility: { points: false },
      sorting: [{ id: 'courseNumber', desc: true }],
      grouping: ['Workgroup'],
      columnFilters: [{ id: 'points', value: { gte: 2 } }],
      globalFilter: '',
      pagination: { pageIndex: 1, pageSize: 50 },
    });
  });

  it('opens a stored state with every readable column in its order and unknown columns left out', () => {
    const ui = toUiState(
      {
        columnOrder: ['points', 'gone'],
        grouping: ['gone', 'Workgroup'],
        sorting: [{ id: 'gone', desc: false }],
      },
      columns,
    );
    expect(ui.columnOrder).toEqual(['points', 'courseNumber', 'Workgroup', 'startDate', 'active']);
    expect(ui.grouping).toEqual(['Workgroup']);
    expect(ui.sorting).toEqual([]);
  });
});

describe('group subtotals', () => {
  it('finds the whole group of a page row by its depth and grouping values', () => {
    const find = groupLookup(
      [
        { depth: 1, key: { Workgroup: 'Math' }, count: 40, sums: { points: 120 } },
        { depth: 2, key: { Workgroup: 'Math', active: null }, count: 2, sums: { points: 6 } },
      ],
      ['Workgroup', 'active'],
    );
    expect(find(1, { Workgroup: 'Math', active: true })?.count).toBe(40);
    expect(find(2, { Workgroup: 'Math', active: null })?.sums.points).toBe(6);
    expect(find(1, { Workgroup: 'Physics' })).toBeUndefined();
  });
});
