import { describe, expect, it } from 'vitest';
import {
  effortColumnOf,
  missingEffortColumns,
  numberOf,
  type RawEffortRow,
  validateEffortRows,
} from './effortRows.js';

const payPeriods = [{ id: 'pp-1', code: '2026-07', startDate: '2026-07-01', endDate: '2026-07-31' }];
const raw = (line: number, values: RawEffortRow['values']): RawEffortRow => ({
  line,
  values: {
    EmployeeId: 'E-1',
    PositionId: 'P-1',
    PayPeriod: '2026-07',
    CostCenter: '10-4410-200',
    EarnCode: 'REG',
    Amount: '1,000.50',
    ...values,
  },
});

describe('Payroll rows', () => {
  it('knows the columns by their aliases', () => {
    expect(effortColumnOf('Empl ID')).toBe('EmployeeId');
    expect(effortColumnOf('cost_center')).toBe('CostCenter');
    expect(effortColumnOf('Shoe size')).toBeUndefined();
    expect(missingEffortColumns(new Set(['EmployeeId', 'PositionId', 'CostCenter', 'EarnCode']))).toEqual([
      'PayPeriod (or PayPeriodStart and PayPeriodEnd)',
      'Amount or Percent',
    ]);
  });
  it('reads numbers as payroll files write them', () => {
    expect(numberOf('$1,234.50')).toBe(1234.5);
    expect(numberOf('(10.00)')).toBe(-10);
    expect(numberOf('12.5%')).toBe(12.5);
    expect(numberOf('lots')).toBeUndefined();
  });
  it('resolves the pay period by code or by its dates', () => {
    const { rows, errors } = validateEffortRows(
      [raw(2, {}), raw(3, { PayPeriod: '', PayPeriodStart: '7/1/2026', PayPeriodEnd: '2026-07-31' })],
      payPeriods,
    );
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.line, row.PayPeriodId, row.Amount])).toEqual([
      [2, 'pp-1', 1000.5],
      [3, 'pp-1', 1000.5],
    ]);
  });
  it('reports each problem by line and column and keeps the row out', () => {
    const { rows, errors } = validateEffortRows(
      [
        raw(2, { PayPeriod: '2031-01' }),
        raw(3, { Amount: 'ten' }),
        raw(4, { EmployeeId: '' }),
        raw(5, { Amount: '', Percent: '' }),
      ],
      payPeriods,
    );
    expect(rows).toEqual([]);
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'PayPeriod'],
      [3, 'Amount'],
      [4, 'EmployeeId'],
      [5, 'Amount'],
    ]);
  });
  it('refuses percentages of one position and pay period above 100, on every row of it', () => {
    const { rows, errors } = validateEffortRows(
      [
        raw(2, { Percent: '60' }),
        raw(3, { Percent: '50', EarnCode: 'SUP' }),
        raw(4, { PositionId: 'P-2', Percent: '100' }),
      ],
      payPeriods,
    );
    expect(rows.map((row) => row.line)).toEqual([4]);
    expect(errors.map((e) => [e.line, e.column])).toEqual([
      [2, 'Percent'],
      [3, 'Percent'],
    ]);
    expect(errors[0]!.message).toContain('110%');
  });
});
