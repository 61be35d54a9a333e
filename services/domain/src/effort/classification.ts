import { earnCodesOf } from './effortReferenceData.js';

/** A classification rule as the read model holds it (effortRules). */
export interface ClassificationRule {
  id: string;
  sequence: number;
  costCenter: string | null;
  costCenterMatch: string | null;
  earnCode: string | null;
  EffortTypeId: string | null;
  positionTitle: string | null;
  EffortCategoryId: string;
  isActive: boolean;
}

/** An effort type as classification reads it: which earnings codes it covers. */
export interface EffortTypeCodes {
  id: string;
  name: string;
  earnCodes: string | null;
  isActive: boolean;
}

/** What classification looks at in a row: rows that agree on these are classified alike. */
export interface ClassKey {
  CostCenter: string;
  EarnCode: string;
  PositionTitle: string;
}

export interface Classification {
  EffortTypeId: string | null;
  /** null: unclassified (no rule matches). */
  EffortCategoryId: string | null;
  EffortRuleId: string | null;
}

const blank = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';
const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The text that identifies a class key (the projection derives the key's id from it). */
export const classKeyText = (key: ClassKey) =>
  [key.CostCenter, key.EarnCode, key.PositionTitle].map((part) => part.trim().toUpperCase()).join('\u0000');

/** The active type whose earnings codes hold `earnCode` (the first by name when several do), or null. */
export function effortTypeOf(earnCode: string, types: readonly EffortTypeCodes[]): string | null {
  const code = earnCode.trim().toUpperCase();
  const matching = types
    .filter((type) => type.isActive && earnCodesOf(type.earnCodes).includes(code))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
  return matching[0]?.id ?? null;
}

/** Does `rule` match? Every criterion it gives must hold; cost center exactly or as a prefix, title contained. */
export function ruleMatches(rule: ClassificationRule, key: ClassKey, effortTypeId: string | null): boolean {
  if (!blank(rule.costCenter)) {
    const wanted = rule.costCenter!.trim().toUpperCase();
    const costCenter = key.CostCenter.trim().toUpperCase();
    if (rule.costCenterMatch === 'prefix' ? !costCenter.startsWith(wanted) : costCenter !== wanted)
      return false;
  }
  if (!blank(rule.earnCode) && !same(rule.earnCode!, key.EarnCode)) return false;
  if (!blank(rule.EffortTypeId) && rule.EffortTypeId !== effortTypeId) return false;
  if (
    !blank(rule.positionTitle) &&
    !key.PositionTitle.toUpperCase().includes(rule.positionTitle!.trim().toUpperCase())
  )
    return false;
  return true;
}

/** The rules in the order they apply: by sequence, then id (two rules never tie on order). */
export const rulesInOrder = (rules: readonly ClassificationRule[]) =>
  [...rules].sort((a, b) => Number(a.sequence) - Number(b.sequence) || a.id.localeCompare(b.id));

/** DESIGN §14: the first active rule (in order) that matches gives the category; none: unclassified. */
export function classify(
  key: ClassKey,
  orderedRules: readonly ClassificationRule[],
  types: readonly EffortTypeCodes[],
): Classification {
  const EffortTypeId = effortTypeOf(key.EarnCode, types);
  const rule = orderedRules.find(
    (candidate) => candidate.isActive && ruleMatches(candidate, key, EffortTypeId),
  );
  return { EffortTypeId, EffortCategoryId: rule?.EffortCategoryId ?? null, EffortRuleId: rule?.id ?? null };
}

/** A rule change to preview: the rules as they would be after it. */
export type RuleChange = { kind: 'save'; rule: ClassificationRule } | { kind: 'delete'; id: string };

export function rulesAfter(rules: readonly ClassificationRule[], change: RuleChange): ClassificationRule[] {
  const others = rules.filter((rule) => rule.id !== (change.kind === 'save' ? change.rule.id : change.id));
  return rulesInOrder(change.kind === 'save' ? [...others, change.rule] : others);
}
