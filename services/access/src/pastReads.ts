import { createMongoAbility } from '@casl/ability';
import type { AppAbility } from './ability.js';
import type { Subject } from './subjects.js';

/** The subjects of the plan's pages that can be read as of an instant (DESIGN §16). */
const planSubjects: Subject[] = [
  'Section',
  'SectionAssignment',
  'Instructor',
  'AdminAssignment',
  'WorkgroupApproval',
  'ProgressAction',
];

/** A History reader who reads Reports (department-wide) reads the whole plan as of the past. */
export const readsWholePlanInPast = (ability: AppAbility) =>
  ability.can('read', 'History') && ability.can('read', 'Report');

/**
 * What a History reader may read of the past: what they may read now. A Report reader (reportingUser)
 * reads the whole plan now, department-wide, through reports (projections reportReader.ts), so reads the
 * same rows in the pages' form as of an instant; other History readers keep exactly their own grants.
 * The added grants come first: the ability's own rules, its forbidden fields included, still win over them.
 * Financial data stays behind its own subject (FinancialData): only those who read it now see it then.
 */
export function pastReadAbility(ability: AppAbility): AppAbility {
  if (!readsWholePlanInPast(ability)) return ability;
  return createMongoAbility([{ action: 'read', subject: planSubjects }, ...ability.rules]) as AppAbility;
}
