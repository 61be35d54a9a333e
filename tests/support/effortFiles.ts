import ExcelJS from 'exceljs';
import { type EffortColumn, effortColumns } from '@tams/domain';

/** One payroll row as a test writes it: cells by canonical column. */
export type EffortFileRow = Partial<Record<EffortColumn, string | number>>;

export interface EffortCsvOptions {
  delimiter?: ',' | ';' | '\t';
  lineEnding?: '\n' | '\r\n';
  /** The header a column is written under (an alias), else its canonical name. */
  headers?: Partial<Record<EffortColumn, string>>;
  /** The columns in order; else those the rows use, in canonical order. */
  columns?: readonly EffortColumn[];
}

const canonicalOrder = Object.keys(effortColumns) as EffortColumn[];

/** The columns some row has a cell in, in canonical order. */
export function effortColumnsOf(rows: readonly EffortFileRow[]): EffortColumn[] {
  const used = new Set<EffortColumn>();
  for (const row of rows) for (const column of Object.keys(row) as EffortColumn[]) used.add(column);
  return canonicalOrder.filter((column) => used.has(column));
}

/** A payroll CSV of the rows: header line first, cells quoted when they must be. */
export function effortCsv(rows: readonly EffortFileRow[], options: EffortCsvOptions = {}): string {
  const delimiter = options.delimiter ?? ',';
  const lineEnding = options.lineEnding ?? '\n';
  const columns = options.columns ?? effortColumnsOf(rows);
  const cell = (value: string | number | undefined) => {
    const text = value === undefined ? '' : String(value);
    return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((column) => cell(options.headers?.[column] ?? column)).join(delimiter)];
  for (const row of rows) lines.push(columns.map((column) => cell(row[column])).join(delimiter));
  return lines.join(lineEnding) + lineEnding;
}

export interface SyntheticEffortOptions {
  payPeriodCodes: readonly string[];
  employeeIds: readonly string[];
  seed?: number;
  /** Most positions one employee holds at once (1 to this many). */
  maxPositionsPerEmployee?: number;
}

const titles = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Department Chair'];
const departments = ['4410', '4420', '4515', '5120', '6030', '7200'];
const funds = ['10', '20', '31'];
const programs = ['200', '210', '350', '410'];

/** mulberry32: a small seeded generator, so the same options give the same rows. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, between };
}

interface Position {
  EmployeeId: string;
  PositionId: string;
  PositionTitle: string;
  salaryPerPeriod: number;
  FTE: number;
}

/**
 * Realistic payroll rows: each employee holds one or more positions; each position in each pay period is
 * split over 1 to 4 cost centers and earnings codes (REG mostly, SUP, OVL, STP) whose percents add up to
 * at most 100. Once every position has every pay period, new positions are opened, so no position and pay
 * period is ever split twice. Deterministic for a seed.
 */
export function syntheticEffortRows(count: number, options: SyntheticEffortOptions): EffortFileRow[] {
  const random = randomOf(options.seed ?? 17);
  const maxPositions = options.maxPositionsPerEmployee ?? 2;
  const rows: EffortFileRow[] = [];
  let positionNumber = 100000;
  const openPositions = () =>
    options.employeeIds.flatMap((EmployeeId) =>
      Array.from({ length: random.between(1, maxPositions) }, (): Position => {
        const FTE = random.pick([1, 1, 1, 0.75, 0.5]);
        return {
          EmployeeId,
          PositionId: `P${positionNumber++}`,
          PositionTitle: random.pick(titles),
          salaryPerPeriod: random.between(2500, 9000) * FTE,
          FTE,
        };
      }),
    );
  while (rows.length < count) {
    const positions = openPositions();
    for (const PayPeriod of options.payPeriodCodes)
      for (const position of positions) {
        if (rows.length >= count) return rows;
        rows.push(...positionSplit(position, PayPeriod, random).slice(0, count - rows.length));
      }
  }
  return rows;
}

/** One position's pay in one pay period, split in percents that add up to 100 (or a little less). */
function positionSplit(position: Position, PayPeriod: string, random: ReturnType<typeof randomOf>) {
  const parts = random.pick([1, 1, 2, 2, 3, 4]);
  let left = random.next() < 0.9 ? 100 : random.between(50, 99);
  const split: EffortFileRow[] = [];
  for (let part = 0; part < parts; part += 1) {
    const last = part === parts - 1;
    const Percent = last ? left : Math.max(1, Math.round(left * (0.3 + random.next() * 0.4) * 100) / 100);
    left = Math.round((left - Percent) * 100) / 100;
    split.push({
      EmployeeId: position.EmployeeId,
      PositionId: position.PositionId,
      PositionTitle: position.PositionTitle,
      PayPeriod,
      CostCenter: `${random.pick(funds)}-${random.pick(departments)}-${random.pick(programs)}`,
      EarnCode: part === 0 ? 'REG' : random.pick(['REG', 'SUP', 'OVL', 'STP']),
      Amount: Math.round(position.salaryPerPeriod * Percent) / 100,
      Percent,
      FTE: position.FTE,
    });
  }
  return split;
}

/** The same rows as an Excel workbook (first sheet), numbers as numbers; `startRow` puts blank rows above. */
export async function effortXlsx(
  rows: readonly EffortFileRow[],
  options: Pick<EffortCsvOptions, 'headers' | 'columns'> & { startRow?: number } = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payroll');
  const columns = options.columns ?? effortColumnsOf(rows);
  const first = options.startRow ?? 1;
  sheet.getRow(first).values = columns.map((column) => options.headers?.[column] ?? column);
  rows.forEach((row, index) => {
    sheet.getRow(first + 1 + index).values = columns.map((column) => row[column] ?? null);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
