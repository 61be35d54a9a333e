import { describe, expect, it } from 'vitest';
import {
  type ClassificationRule,
  type ClassKey,
  classify,
  effortTypeOf,
  rulesAfter,
  rulesInOrder,
} from './classification.js';

const types = [
  { id: 'type-regular', name: 'Regular salary', earnCodes: 'REG, SAL', isActive: true },
  { id: 'type-stipend', name: 'Stipend', earnCodes: 'STP', isActive: true },
  { id: 'type-old', name: 'Old codes', earnCodes: 'OVL', isActive: false },
];
let next = 0;
const rule = (more: Partial<ClassificationRule>): ClassificationRule => ({
  id: `rule-${++next}`,
  sequence: next,
  costCenter: null,
  costCenterMatch: 'exact',
  earnCode: null,
  EffortTypeId: null,
  positionTitle: null,
  EffortCategoryId: 'teaching',
  isActive: true,
  ...more,
});
const key = (more: Partial<ClassKey> = {}): ClassKey => ({
  CostCenter: '10-4410-200',
  EarnCode: 'REG',
  PositionTitle: 'Associate Professor',
  ...more,
});

describe('Classification rules', () => {
  const teachingByPrefix = rule({
    costCenter: '10-44',
    costCenterMatch: 'prefix',
    EffortCategoryId: 'teaching',
  });
  const researchByCenter = rule({ costCenter: '10-4410-200', EffortCategoryId: 'research' });
  const adminByStipend = rule({ EffortTypeId: 'type-stipend', EffortCategoryId: 'administration' });
  const chairByTitle = rule({ positionTitle: 'chair', EffortCategoryId: 'administration' });

  it('gives the category of the first rule that matches, in order', () => {
    const rules = rulesInOrder([researchByCenter, teachingByPrefix]);
    expect(classify(key(), rules, types)).toMatchObject({
      EffortCategoryId: 'teaching',
      EffortRuleId: teachingByPrefix.id,
    });
    const reordered = rulesInOrder([{ ...researchByCenter, sequence: 0 }, teachingByPrefix]);
    expect(classify(key(), reordered, types).EffortCategoryId).toBe('research');
  });
  it('matches a cost center exactly unless the rule says prefix', () => {
    const exact = rule({ costCenter: '10-44', EffortCategoryId: 'research' });
    expect(classify(key(), [exact], types).EffortCategoryId).toBeNull();
    expect(classify(key({ CostCenter: '10-44' }), [exact], types).EffortCategoryId).toBe('research');
  });
  it('matches an earnings code through its effort type', () => {
    expect(classify(key({ EarnCode: 'stp' }), [adminByStipend], types)).toMatchObject({
      EffortTypeId: 'type-stipend',
      EffortCategoryId: 'administration',
    });
    expect(effortTypeOf('OVL', types)).toBeNull();
  });
  it('matches a position title that contains the words, in any case', () => {
    expect(classify(key({ PositionTitle: 'Department Chair' }), [chairByTitle], types).EffortCategoryId).toBe(
      'administration',
    );
  });
  it('needs every criterion a rule gives', () => {
    const both = rule({
      costCenter: '10-44',
      costCenterMatch: 'prefix',
      earnCode: 'SUP',
      EffortCategoryId: 'service',
    });
    expect(classify(key(), [both], types).EffortCategoryId).toBeNull();
    expect(classify(key({ EarnCode: 'SUP' }), [both], types).EffortCategoryId).toBe('service');
  });
  it('skips inactive rules and leaves a row no rule matches unclassified', () => {
    expect(classify(key(), [{ ...teachingByPrefix, isActive: false }], types)).toMatchObject({
      EffortCategoryId: null,
      EffortRuleId: null,
    });
  });
  it('previews a change as the rules after it', () => {
    const rules = rulesInOrder([teachingByPrefix, researchByCenter]);
    const moved = rulesAfter(rules, { kind: 'save', rule: { ...researchByCenter, sequence: -1 } });
    expect(moved.map((r) => r.id)).toEqual([researchByCenter.id, teachingByPrefix.id]);
    expect(rulesAfter(rules, { kind: 'delete', id: teachingByPrefix.id }).map((r) => r.id)).toEqual([
      researchByCenter.id,
    ]);
  });
});
