/**
 * The oracle of spec §6: evaluates the declarative transcription in specTable.ts (plus the product's documented
 * extensions) for an auth context, independently of ability.ts (which it must never import). Used by
 * specTable.unit.spec.ts (against defineAbilityFor) and by tests/e2e/accessMatrix.spec.ts (against the HTTP
 * API). Tests import it by path; it is not exported from the package's index.
 */
import {
  type AuthContext,
  type FacultyPageFlagName,
  facultyPageFlagNames,
  type FeatureFlagName,
} from './authContext.js';
import {
  type FlagName,
  type Forbid,
  type Grant,
  productExtensions,
  productNarrowings,
  type RecordCondition,
  type SpecRole,
  specTable,
  type SubjectEntry,
} from './specTable.js';
import type { Action, Subject } from './subjects.js';

/** The grants and forbids of every subject, merged from one or more entry lists. */
export interface CompiledTable {
  grants: Map<Subject, Grant[]>;
  forbids: Map<Subject, Forbid[]>;
}

export function compile(...entryLists: (SubjectEntry & { replaces?: Grant[] })[][]): CompiledTable {
  const grants = new Map<Subject, Grant[]>();
  const forbids = new Map<Subject, Forbid[]>();
  for (const entries of entryLists) {
    for (const entry of entries) {
      const kept = (grants.get(entry.subject) ?? []).filter((grant) => !entry.replaces?.includes(grant));
      grants.set(entry.subject, [...kept, ...entry.grants]);
      forbids.set(entry.subject, [...(forbids.get(entry.subject) ?? []), ...(entry.forbids ?? [])]);
    }
  }
  return { grants, forbids };
}

/** Spec §6 with the product's extensions and narrowings: the table every test compares against. */
export const specOracle: CompiledTable = compile(specTable, productExtensions, productNarrowings);

const facultyPageFlags: readonly string[] = facultyPageFlagNames;

/** Is the flag on in the context (a faculty-page flag at the top level, else in FeatureFlags)? */
export function flagOn(context: AuthContext, flag: FlagName): boolean {
  return facultyPageFlags.includes(flag)
    ? context[flag as FacultyPageFlagName] === true
    : context.FeatureFlags[flag as FeatureFlagName] === true;
}

function flagsHold(context: AuthContext, rule: { flags?: FlagName[]; unlessFlags?: FlagName[] }): boolean {
  return (
    (rule.flags ?? []).every((flag) => flagOn(context, flag)) &&
    !(rule.unlessFlags ?? []).some((flag) => flagOn(context, flag))
  );
}

function appliesTo(
  context: AuthContext,
  rule: { roles?: SpecRole[]; everyone?: true; staff?: true; workgroupHolders?: true },
): boolean {
  if (rule.everyone) return true;
  if (rule.staff && context.Roles.some((held) => held.slug !== 'faculty')) return true;
  if (rule.workgroupHolders && context.workgroupPermissions.length > 0) return true;
  return (rule.roles ?? []).some((role) => context.Roles.some((held) => held.slug === role));
}

/** CASL: a rule for `manage` covers every action; a check of `manage` needs a `manage` rule. */
const coversAction = (ruleActions: Action[], action: Action) =>
  ruleActions.includes('manage') || ruleActions.includes(action);

function conditionHolds(
  condition: RecordCondition,
  context: AuthContext,
  record: Record<string, unknown> | undefined,
): boolean {
  if ('ownRecord' in condition)
    return record === undefined || record[condition.ownRecord] === context.workingUserId;
  if ('workgroupBitIn' in condition) {
    const listed = record?.[condition.workgroupBitIn];
    return context.workgroupPermissions.some(
      (membership) =>
        (membership.permission & condition.bit) !== 0 &&
        (record === undefined || (Array.isArray(listed) && listed.includes(membership.id))),
    );
  }
  const relevant = context.workgroupPermissions.filter(
    (membership) => record === undefined || membership.id === record.WorkgroupId,
  );
  if ('workgroupListed' in condition) return relevant.length > 0;
  const step = context.progressStepId;
  const stepHolds =
    condition.minProgressStep === undefined || (step !== null && step >= condition.minProgressStep);
  return stepHolds && relevant.some((membership) => (membership.permission & condition.workgroupBit) !== 0);
}

/**
 * The expected answer of `can(action, subjectName | subject(subjectName, record), field)`. Without a record,
 * a conditional grant counts when it could match some record of this user (CASL: a rule exists).
 * An undefined context (anonymous) can nothing.
 */
export function expectedCan(
  table: CompiledTable,
  context: AuthContext | undefined,
  action: Action,
  subjectName: Subject,
  record?: Record<string, unknown>,
  field?: string,
): boolean {
  if (!context) return false;
  const forbidden = (table.forbids.get(subjectName) ?? []).some(
    (forbid) =>
      appliesTo(context, forbid) &&
      flagsHold(context, forbid) &&
      coversAction(forbid.actions, action) &&
      (forbid.fields === undefined || (field !== undefined && forbid.fields.includes(field))),
  );
  if (forbidden) return false;
  return (table.grants.get(subjectName) ?? []).some(
    (grant) =>
      appliesTo(context, grant) &&
      flagsHold(context, grant) &&
      (grant.modes === undefined || grant.modes.includes(context.mode)) &&
      coversAction(grant.actions, action) &&
      (grant.where === undefined || conditionHolds(grant.where, context, record)),
  );
}
