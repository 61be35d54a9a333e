import {
  costCenterDescriptions,
  effortCategories,
  effortPayPeriods,
  effortRules,
  effortTypes,
  enhancedEffortPositionAssociations,
  newRecordStream,
  type NewStream,
} from '@tams/domain';
import { demoCatalog } from './catalog.js';
import { demoPayrollStreams } from './demoEffortImports.js';
import { payrollPositions } from './demoPayroll.js';
import { periodIdOf } from './demoTerms.js';
import { facultyUserIdOf } from './demoWorkload.js';
import { demoId } from './ids.js';

/** Effort management's demo (DESIGN §14): reference data, classification rules and two payroll imports. */
export const effortCategoryIdOf = (name: string) => demoId('effortCategory', name);
export const effortTypeIdOf = (name: string) => demoId('effortType', name);
export const payPeriodIdOf = (code: string) => demoId('effortPayPeriod', code);

export const demoEffortCategories = [
  { name: 'Teaching', color: '#1f77b4', countsAsTeaching: true },
  { name: 'Research', color: '#2ca02c', countsAsTeaching: false },
  { name: 'Administration', color: '#ff7f0e', countsAsTeaching: false },
  { name: 'Clinical', color: '#9467bd', countsAsTeaching: false },
  { name: 'Service', color: '#8c564b', countsAsTeaching: false },
] as const;

export const demoEffortTypes = [
  { name: 'Regular salary', earnCodes: 'REG, SAL' },
  { name: 'Supplemental', earnCodes: 'SUP' },
  { name: 'Overload', earnCodes: 'OVL' },
  { name: 'Stipend', earnCodes: 'STP' },
  { name: 'Leave', earnCodes: 'LVE' },
] as const;

const instructionCostCenters = Object.keys(demoCatalog).map((name, index) => ({
  code: `10-44${index + 1}0`,
  description: `${name} Instruction`,
  workgroup: name,
}));
/** The instruction cost center of a workgroup (by its id). */
export const instructionCostCenterOf = (workgroupId: string) =>
  instructionCostCenters.find((center) => demoId('workgroup', center.workgroup) === workgroupId)!.code;

export const demoCostCenters: { code: string; description: string; workgroup?: string }[] = [
  ...instructionCostCenters,
  { code: '20-5100', description: 'Sponsored Research - NSF' },
  { code: '20-5200', description: 'Sponsored Research - NIH' },
  { code: '30-6100', description: "Dean's Office Administration" },
  { code: '40-7100', description: 'University Health Clinic' },
  { code: '50-8100', description: 'Community Engagement' },
  // a payroll suspense account: no rule matches it, its rows stay unclassified
  { code: '90-9999', description: 'Payroll Suspense' },
];

/** The rules in order; Leave (LVE) and the suspense account match none (unclassified). */
const demoRules = [
  { name: 'Stipends are administration', EffortType: 'Stipend', category: 'Administration' },
  { name: 'Program directors', positionTitle: 'Director', category: 'Administration' },
  {
    name: 'Instruction salaries',
    costCenter: '10-44',
    costCenterMatch: 'prefix',
    EffortType: 'Regular salary',
    category: 'Teaching',
  },
  { name: 'Overload teaching', EffortType: 'Overload', category: 'Teaching' },
  {
    name: 'Summer teaching',
    costCenter: '10-44',
    costCenterMatch: 'prefix',
    earnCode: 'SUP',
    category: 'Teaching',
  },
  { name: 'Sponsored research', costCenter: '20-', costCenterMatch: 'prefix', category: 'Research' },
  { name: "Dean's office", costCenter: '30-6100', category: 'Administration' },
  { name: 'Clinic', costCenter: '40-', costCenterMatch: 'prefix', category: 'Clinical' },
  { name: 'Community engagement', costCenter: '50-8100', category: 'Service' },
] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The monthly pay periods of the academic period starting in `year` (August to July), codes `2026-08`. */
export function payPeriodsOf(year: number) {
  return Array.from({ length: 12 }, (_, index) => {
    const y = index < 5 ? year : year + 1;
    const month = ((index + 7) % 12) + 1;
    const code = `${y}-${pad(month)}`;
    return {
      id: payPeriodIdOf(code),
      code,
      startDate: `${code}-01`,
      endDate: `${code}-${pad(lastDayOf(y, month))}`,
      AcademicPeriodId: periodIdOf(year),
    };
  });
}

function referenceStreams(activeYear: number): NewStream[] {
  const streams: NewStream[] = [];
  for (const { name, color, countsAsTeaching } of demoEffortCategories)
    streams.push(
      newRecordStream(effortCategories, effortCategoryIdOf(name), {
        name,
        color,
        countsAsTeaching,
        description: null,
        isActive: true,
      }),
    );
  for (const { name, earnCodes } of demoEffortTypes)
    streams.push(
      newRecordStream(effortTypes, effortTypeIdOf(name), {
        name,
        earnCodes,
        description: null,
        isActive: true,
      }),
    );
  for (const year of [activeYear - 1, activeYear])
    for (const { id, ...values } of payPeriodsOf(year))
      streams.push(newRecordStream(effortPayPeriods, id, values));
  for (const { code, description, workgroup } of demoCostCenters)
    streams.push(
      newRecordStream(costCenterDescriptions, demoId('costCenterDescription', code), {
        code,
        description,
        WorkgroupId: workgroup ? demoId('workgroup', workgroup) : null,
      }),
    );
  for (const [index, rule] of demoRules.entries()) {
    const { name, category } = rule;
    const given = rule as { costCenter?: string; costCenterMatch?: string; earnCode?: string };
    const type = 'EffortType' in rule ? rule.EffortType : undefined;
    streams.push(
      newRecordStream(effortRules, demoId('effortRule', name), {
        sequence: (index + 1) * 10,
        name,
        costCenter: given.costCenter ?? null,
        costCenterMatch: given.costCenterMatch ?? 'exact',
        earnCode: given.earnCode ?? null,
        EffortTypeId: type ? effortTypeIdOf(type) : null,
        positionTitle: 'positionTitle' in rule ? rule.positionTitle : null,
        EffortCategoryId: effortCategoryIdOf(category),
        isActive: true,
      }),
    );
  }
  return streams;
}

/** The position that changed hands: its new holder is on the payroll under an id TAMS does not know. */
function associationStreams(activeYear: number): NewStream[] {
  const { handover } = payrollPositions;
  return [
    newRecordStream(
      enhancedEffortPositionAssociations,
      demoId('effortPositionAssociation', `${handover.PositionId}:${handover.to}`),
      {
        PositionId: handover.PositionId,
        UserId: facultyUserIdOf(handover.to),
        startDate: `${activeYear + 1}-01-01`,
        endDate: null,
        note: `Took over the clinic position from faculty${handover.from}; payroll pays under a temporary id`,
      },
    ),
  ];
}

export function demoEffortStreams(options: { activeYear: number; facultyCount: number }): NewStream[] {
  return [
    ...referenceStreams(options.activeYear),
    ...associationStreams(options.activeYear),
    ...demoPayrollStreams(options),
  ];
}
