import { type EffortActualRow, roleSlugs } from '@tams/domain';
import { instructionCostCenterOf, payPeriodsOf } from './demoEffort.js';
import {
  defaultPointsRequired,
  homeWorkgroupOf,
  instructorTypeOf,
  requiredPointsOf,
} from './demoWorkload.js';

/** Who is paid from which position (DESIGN §14 positions), besides everyone's own faculty position. */
export const payrollPositions = {
  /** faculty10 also directs a program: a second position. */
  second: { n: 10, PositionId: 'P20010', PositionTitle: 'Program Director, BS Mathematics' },
  /** The clinic position changed hands in January of the active period (see the association). */
  handover: {
    PositionId: 'P30001',
    PositionTitle: 'Clinical Instructor',
    from: 22,
    to: 23,
    temporaryEmployeeId: 'T90023',
  },
};

const monthlyPay: Record<string, number> = {
  Tenured: 9500,
  'Tenure-Track': 8200,
  Lecturer: 6100,
  Adjunct: 3200,
  'Graduate Assistant': 2100,
};
const titleOf: Record<string, string> = {
  Tenured: 'Professor',
  'Tenure-Track': 'Assistant Professor',
  Lecturer: 'Lecturer',
  Adjunct: 'Adjunct Instructor',
  'Graduate Assistant': 'Graduate Teaching Assistant',
};

/** As demoPeople gives them: the faculty role user E000nn, faculty1..N F000nn. */
export const employeeIdOf = (n: number) =>
  n === 0
    ? `E${String(roleSlugs.indexOf('faculty') + 1).padStart(5, '0')}`
    : `F${String(n).padStart(5, '0')}`;

/** The share of n's salary paid from instruction: what their required points are of a full load. */
function teachingShareOf(n: number, active: boolean): number {
  const fullLoad = defaultPointsRequired[instructorTypeOf(n)];
  const required = requiredPointsOf(n, active);
  return fullLoad && required ? Math.min(1, required / fullLoad) : 0.5;
}

interface PayLine {
  EmployeeId: string;
  PositionId: string;
  PositionTitle: string;
  CostCenter: string;
  EarnCode: string;
  Amount: number;
  FTE: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** What faculty member n is paid in the month `month` (1-12) of the period starting in `year`. */
function payOf(n: number, month: number, active: boolean): PayLine[] {
  const type = instructorTypeOf(n);
  const base = monthlyPay[type]! + (n % 4) * 150;
  const instruction = instructionCostCenterOf(homeWorkgroupOf(n));
  const position = {
    EmployeeId: employeeIdOf(n),
    PositionId: `P${10000 + n}`,
    PositionTitle: titleOf[type]!,
  };
  const FTE = type === 'Adjunct' || type === 'Graduate Assistant' ? 0.5 : 1;
  const line = (CostCenter: string, EarnCode: string, Amount: number): PayLine => ({
    ...position,
    CostCenter,
    EarnCode,
    Amount: cents(Amount),
    FTE,
  });
  const teaching = base * teachingShareOf(n, active);
  const lines: PayLine[] = [];
  // on leave in February and March: half the salary is leave (no rule classifies it)
  const onLeave = n === 5 && (month === 2 || month === 3);
  // one month's salary was charged to the suspense account by mistake (unclassified)
  const suspense = n === 8 && month === 11;
  lines.push(line(suspense ? '90-9999' : instruction, 'REG', onLeave ? teaching / 2 : teaching));
  if (onLeave) lines.push(line(instruction, 'LVE', teaching / 2));
  const rest = base - teaching;
  if (rest > 0.5) {
    const research = type === 'Tenured' || type === 'Tenure-Track' || type === 'Graduate Assistant';
    lines.push(line(research ? (n % 2 ? '20-5100' : '20-5200') : '50-8100', 'REG', rest));
  }
  if (n >= 1 && n <= 6) lines.push(line('30-6100', 'STP', 750));
  if ([2, 11, 17, 23].includes(n) && month >= 1 && month <= 4) lines.push(line(instruction, 'OVL', 1500));
  if ([4, 12, 18].includes(n) && (month === 6 || month === 7)) lines.push(line(instruction, 'SUP', 2000));
  return lines;
}

function extraPositionLines(n: number, month: number, active: boolean): PayLine[] {
  const { second, handover } = payrollPositions;
  if (n === second.n) {
    const { PositionId, PositionTitle } = second;
    return [
      {
        EmployeeId: employeeIdOf(n),
        PositionId,
        PositionTitle,
        CostCenter: '30-6100',
        EarnCode: 'REG',
        Amount: 1200,
        FTE: 0.1,
      },
    ];
  }
  if (n !== handover.from) return [];
  const handedOver = active && month >= 1 && month <= 7;
  const EmployeeId = handedOver ? handover.temporaryEmployeeId : employeeIdOf(n);
  return [
    {
      EmployeeId,
      PositionId: handover.PositionId,
      PositionTitle: handover.PositionTitle,
      CostCenter: '40-7100',
      EarnCode: 'REG',
      Amount: 2500,
      FTE: 0.25,
    },
  ];
}

/** A position's lines of one pay period with Percent: its share of the position's pay (at most 100 in all). */
function withPercents(lines: PayLine[], PayPeriodId: string) {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.PositionId, (totals.get(l.PositionId) ?? 0) + l.Amount);
  return lines.map((l) => ({
    ...l,
    PayPeriodId,
    Percent: Math.floor((l.Amount / totals.get(l.PositionId)!) * 10000) / 100,
  }));
}

/** The payroll rows of the academic period starting in `year`, lines from 2, in file order. */
export function payrollRowsOf(year: number, facultyCount: number, activeYear: number): EffortActualRow[] {
  const active = year === activeYear;
  const rows: EffortActualRow[] = [];
  for (const period of payPeriodsOf(year)) {
    const month = Number(period.code.slice(5));
    const lines = Array.from({ length: facultyCount + 1 }, (_, n) => [
      ...payOf(n, month, active),
      ...extraPositionLines(n, month, active),
    ]).flat();
    for (const row of withPercents(lines, period.id)) rows.push({ line: rows.length + 2, ...row });
  }
  return rows;
}
