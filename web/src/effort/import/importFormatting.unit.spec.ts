import { describe, expect, it } from 'vitest';
import { contentTypeOf, countOf, pageOf, recognisedColumns } from './importFormatting';

describe('import formatting', () => {
  it('counts in the singular and the plural, with thousands separators', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(1200, 'row')).toBe('1,200 rows');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });

  it('names a recognised column once when the header is its name, else header and column', () => {
    expect(
      recognisedColumns({ EmployeeId: 'EmployeeId', 'Empl Id': 'EmployeeId', ' Amount': 'Amount' }),
    ).toEqual(['EmployeeId', 'Empl Id → EmployeeId', 'Amount']);
  });

  it('cuts a page out of a list', () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 2, 2)).toEqual([]);
  });

  it('sends a file with the content type of its extension, whatever the browser called it', () => {
    expect(contentTypeOf('Pay.CSV')).toBe('text/csv');
    expect(contentTypeOf('pay.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(contentTypeOf('pay.txt')).toBe('application/octet-stream');
  });
});
