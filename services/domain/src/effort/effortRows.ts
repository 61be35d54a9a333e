import type { EffortActualRow } from './effortImport.js';

/**
 * The columns of a payroll distribution file (DESIGN §14), each with the header names it is known by
 * (compared case-insensitively, ignoring spaces, underscores and dashes).
 */
export const effortColumns = {
  EmployeeId: ['EmployeeId', 'Employee', 'EmplId', 'Empl Id', 'Employee Number', 'Emp Id', 'EmployeeNumber'],
  PositionId: ['PositionId', 'Position', 'Position Number', 'PositionNumber', 'Pos Id', 'PosNbr'],
  PositionTitle: ['PositionTitle', 'Title', 'Job Title', 'Position Description'],
  PayPeriod: ['PayPeriod', 'Pay Period', 'PayPeriodCode', 'Pay Period Code', 'Period'],
  PayPeriodStart: ['PayPeriodStart', 'Pay Period Start', 'Period Start', 'Start Date', 'PayBeginDate'],
  PayPeriodEnd: ['PayPeriodEnd', 'Pay Period End', 'Period End', 'End Date', 'PayEndDate'],
  CostCenter: ['CostCenter', 'Cost Centre', 'Cost Center Code', 'Account', 'Department', 'DeptId', 'Fund'],
  EarnCode: ['EarnCode', 'Earnings Code', 'Earn Code', 'Earnings', 'ErnCd', 'Pay Code'],
  Amount: ['Amount', 'Earnings Amount', 'Dollars', 'Pay Amount'],
  Percent: ['Percent', 'Percentage', 'Distribution Percent', 'Dist Pct', 'Pct'],
  FTE: ['FTE', 'Full Time Equivalent'],
} as const;
export type EffortColumn = keyof typeof effortColumns;

/** The canonical column a header names, or undefined. */
export function effortColumnOf(header: string): EffortColumn | undefined {
  const normal = (text: string) => text.toLowerCase().replace(/[\s_\-.]/g, '');
  const wanted = normal(header);
  for (const [column, aliases] of Object.entries(effortColumns))
    if (aliases.some((alias) => normal(alias) === wanted)) return column as EffortColumn;
  return undefined;
}

/** Which columns a file must have: the pay period by code or by its dates, an amount or a percent. */
export function missingEffortColumns(present: ReadonlySet<EffortColumn>): string[] {
  const missing: string[] = [];
  for (const column of ['EmployeeId', 'PositionId', 'CostCenter', 'EarnCode'] as const)
    if (!present.has(column)) missing.push(column);
  if (!present.has('PayPeriod') && !(present.has('PayPeriodStart') && present.has('PayPeriodEnd')))
    missing.push('PayPeriod (or PayPeriodStart and PayPeriodEnd)');
  if (!present.has('Amount') && !present.has('Percent')) missing.push('Amount or Percent');
  return missing;
}

/** A data row of the file as read: its line and its cells by canonical column, as text. */
export interface RawEffortRow {
  line: number;
  values: Partial<Record<EffortColumn, string>>;
}

export interface EffortRowError {
  line: number;
  column: string;
  value?: string;
  message: string;
}

export interface PayPeriodFact {
  id: string;
  code: string;
  startDate: string;
  endDate: string;
}

const textLimits = {
  EmployeeId: 40,
  PositionId: 40,
  PositionTitle: 200,
  CostCenter: 40,
  EarnCode: 20,
} as const;

/** A number as payroll files write it: "1,234.50", "$1234.5", "12.5%", "(10.00)" for -10. */
export function numberOf(text: string): number | undefined {
  let value = text
    .trim()
    .replace(/[$€£,\s]/g, '')
    .replace(/%$/, '');
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value)) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? (negative ? -number : number) : undefined;
}

const isoDate = (text: string) => {
  const trimmed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}/.test(trimmed) ? trimmed.slice(0, 10) : undefined;
};

const numberRanges = {
  Amount: { min: -1_000_000_000, max: 1_000_000_000 },
  Percent: { min: 0, max: 100 },
  FTE: { min: 0, max: 2 },
} as const;

/**
 * The rules a payroll row must meet (DESIGN §14): identifiers present and short enough, a known pay period,
 * numbers that are numbers in range, an amount or a percent, and the percentages of one position in one
 * pay period at most 100. A row with an error is reported by line and column and recorded not at all.
 */
export function validateEffortRows(
  raw: readonly RawEffortRow[],
  payPeriods: readonly PayPeriodFact[],
): { rows: EffortActualRow[]; errors: EffortRowError[] } {
  const byCode = new Map(payPeriods.map((p) => [p.code.trim().toUpperCase(), p]));
  const byDates = new Map(payPeriods.map((p) => [`${p.startDate}|${p.endDate}`, p]));
  const errors: EffortRowError[] = [];
  const rows: EffortActualRow[] = [];
  for (const { line, values } of raw) {
    const before = errors.length;
    const fail = (column: string, message: string, value?: string) =>
      errors.push({ line, column, message, ...(value !== undefined ? { value } : {}) });
    const text = (column: keyof typeof textLimits, required: boolean) => {
      const value = (values[column] ?? '').trim();
      if (required && value === '') fail(column, 'Required');
      else if (value.length > textLimits[column])
        fail(column, `At most ${textLimits[column]} characters`, value.slice(0, 60));
      return value;
    };
    const number = (column: keyof typeof numberRanges) => {
      const value = (values[column] ?? '').trim();
      if (value === '') return null;
      const parsed = numberOf(value);
      const { min, max } = numberRanges[column];
      if (parsed === undefined) fail(column, 'Not a number', value.slice(0, 60));
      else if (parsed < min || parsed > max) fail(column, `Must be between ${min} and ${max}`, value);
      else return parsed;
      return null;
    };
    const EmployeeId = text('EmployeeId', true);
    const PositionId = text('PositionId', true);
    const PositionTitle = text('PositionTitle', false);
    const CostCenter = text('CostCenter', true);
    const EarnCode = text('EarnCode', true);
    const Amount = number('Amount');
    const Percent = number('Percent');
    const FTE = number('FTE');
    if ((values.Amount ?? '').trim() === '' && (values.Percent ?? '').trim() === '')
      fail('Amount', 'Give an amount or a percent');
    const code = (values.PayPeriod ?? '').trim();
    let payPeriod: PayPeriodFact | undefined;
    if (code !== '') {
      payPeriod = byCode.get(code.toUpperCase());
      if (!payPeriod) fail('PayPeriod', 'Unknown pay period: add it under Effort > Pay Periods first', code);
    } else {
      const start = isoDate(values.PayPeriodStart ?? '');
      const end = isoDate(values.PayPeriodEnd ?? '');
      if (!start || !end) fail('PayPeriod', 'Give the pay period code, or its start and end dates');
      else {
        payPeriod = byDates.get(`${start}|${end}`);
        if (!payPeriod)
          fail('PayPeriodStart', `No pay period runs from ${start} to ${end}`, `${start}..${end}`);
      }
    }
    if (errors.length > before || !payPeriod) continue;
    rows.push({
      line,
      EmployeeId,
      PositionId,
      PositionTitle,
      PayPeriodId: payPeriod.id,
      CostCenter,
      EarnCode,
      Amount,
      Percent,
      FTE,
    });
  }
  return overAllocated(rows, errors, payPeriods);
}

/** Percentages of one position in one pay period above 100: every row of that group is an error. */
function overAllocated(
  rows: EffortActualRow[],
  errors: EffortRowError[],
  payPeriods: readonly PayPeriodFact[],
) {
  const totals = new Map<string, number>();
  const keyOf = (row: EffortActualRow) => `${row.PositionId.toUpperCase()}\u0000${row.PayPeriodId}`;
  for (const row of rows) totals.set(keyOf(row), (totals.get(keyOf(row)) ?? 0) + (row.Percent ?? 0));
  const codeOf = new Map(payPeriods.map((p) => [p.id, p.code]));
  const kept: EffortActualRow[] = [];
  for (const row of rows) {
    const total = totals.get(keyOf(row))!;
    if (total > 100.0001) {
      errors.push({
        line: row.line,
        column: 'Percent',
        value: String(row.Percent ?? ''),
        message: `Position ${row.PositionId} adds up to ${Math.round(total * 100) / 100}% in pay period ${codeOf.get(row.PayPeriodId)}: at most 100%`,
      });
    } else kept.push(row);
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows: kept, errors };
}
