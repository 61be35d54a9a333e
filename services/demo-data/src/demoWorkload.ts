import { demoCatalog } from './catalog.js';
import { demoId } from './ids.js';

/**
 * The demo's workload (DESIGN §11): 25 faculty teach about 400 sections a period, so a full load here is
 * 45-65 points (a section is worth its credit hours). An instructor type's default applies where a faculty
 * member's financial data for the period does not set their points; graduate assistants have none.
 */
export const instructorTypeNames = [
  'Tenured',
  'Tenure-Track',
  'Lecturer',
  'Adjunct',
  'Graduate Assistant',
] as const;
export const defaultPointsRequired: Record<string, number | null> = {
  Tenured: 54,
  'Tenure-Track': 54,
  Lecturer: 66,
  Adjunct: 36,
  'Graduate Assistant': null,
};

/** faculty n (0: the faculty role user), as demoPeople gives them their profile. */
export const instructorTypeOf = (n: number) => instructorTypeNames[n % instructorTypeNames.length]!;

/** Required points set in the active period's financial data (a course release, a reduced contract, ...). */
const setInActivePeriod: Record<number, number> = {
  0: 48,
  1: 45,
  2: 60,
  3: 39,
  7: 63,
  9: 24,
  10: 48,
  13: 30,
  16: 57,
  19: 27,
  21: 45,
};

/** faculty n's required points in the active period's financial data, or undefined: their type's default. */
export const financialPointsRequiredOf = (n: number): number | undefined => setInActivePeriod[n];

export type WorkloadPlan = 'over' | 'met' | 'under' | 'notSet';

/** What each faculty member's active period should come to on /instructors. */
export function workloadPlanOf(n: number): WorkloadPlan {
  if (requiredPointsOf(n, true) === null) return 'notSet';
  if ([2, 11, 17, 23].includes(n)) return 'over';
  if ([1, 3, 6, 10, 15, 20].includes(n)) return 'met';
  return 'under';
}

/** faculty n's required points in the active period (`active`) or another one (only the type's default). */
export function requiredPointsOf(n: number, active: boolean): number | null {
  const set = active ? financialPointsRequiredOf(n) : undefined;
  return set ?? defaultPointsRequired[instructorTypeOf(n)] ?? null;
}

/** The administrative work of the active period: the chairs (faculty1..6) and four others. */
export const adminPlans: { n: number; type: string; points: number; notes: string | null }[] = [
  ...Object.keys(demoCatalog).map((name, index) => ({
    n: index + 1,
    type: 'Chair',
    points: 6,
    notes: `Department of ${name}`,
  })),
  { n: 10, type: 'Program Director', points: 4, notes: 'BS Mathematics' },
  { n: 12, type: 'Committee', points: 2, notes: 'Curriculum committee' },
  { n: 15, type: 'Graduate Coordinator', points: 3, notes: null },
  { n: 20, type: 'Committee', points: 2, notes: 'Assessment committee' },
];

/**
 * The workgroup each faculty member mostly teaches in: the chairs (faculty1..6) their own, the others
 * spread in proportion to the workgroups' sections.
 */
const workgroupNames = Object.keys(demoCatalog);
const others = ['Mathematics', 'Computer Science', 'Physics', 'English'];
export function homeWorkgroupOf(n: number): string {
  if (n >= 1 && n <= workgroupNames.length) return demoId('workgroup', workgroupNames[n - 1]!);
  const spread = [...others, ...others, ...others, ...others, 'Chemistry', 'Biology', ...others];
  return demoId('workgroup', spread[n % spread.length]!);
}

export const facultyUserIdOf = (n: number) => demoId('user', n === 0 ? 'faculty' : `faculty${n}`);
