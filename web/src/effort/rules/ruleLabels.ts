import type { EffortRule, RuleValues, UnclassifiedRow } from './effortRulesApi';
import { sequenceAfterLast } from './ruleSequence';

/** How a rule is named in buttons and dialogs: its name, or its place in the order. */
export const ruleLabel = (rule: Pick<EffortRule, 'name'>, position: number) =>
  rule.name?.trim() ? rule.name : `#${position + 1}`;

export const costCenterText = (rule: Pick<EffortRule, 'costCenter' | 'costCenterMatch'>) =>
  rule.costCenter
    ? `${rule.costCenter} (${rule.costCenterMatch === 'prefix' ? 'starts with' : 'exact'})`
    : '';

export const blankRule = (rules: readonly EffortRule[]): RuleValues => ({
  sequence: sequenceAfterLast(rules),
  name: null,
  costCenter: null,
  costCenterMatch: 'exact',
  earnCode: null,
  EffortTypeId: null,
  positionTitle: null,
  EffortCategoryId: '',
  isActive: true,
});

/** "Make a rule" from an unclassified row: its cost center (exact), earnings code and title; after the last rule. */
export const ruleFromUnclassified = (row: UnclassifiedRow, rules: readonly EffortRule[]): RuleValues => ({
  ...blankRule(rules),
  name: [row.CostCenter, row.EarnCode, row.PositionTitle].filter(Boolean).join(' / ').slice(0, 100),
  costCenter: row.CostCenter || null,
  earnCode: row.EarnCode || null,
  positionTitle: row.PositionTitle || null,
});
