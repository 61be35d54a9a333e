import { describe, expect, it } from 'vitest';
import { inSequence, moveWrites, sequenceAfterLast, sequenceBetween } from './ruleSequence';

const rule = (id: string, sequence: number) => ({ id, sequence, version: 1 });
const applied = (rules: ReturnType<typeof rule>[], writes: { id: string; sequence: number }[]) =>
  inSequence(
    rules.map((r) => ({ ...r, sequence: writes.find((w) => w.id === r.id)?.sequence ?? r.sequence })),
  )
    .map((r) => r.id)
    .join('');

describe('rule sequence', () => {
  const rules = [rule('a', 10), rule('b', 20), rule('c', 30)];

  it('puts a rule between its neighbours, after the last, or halfway to 0 before the first', () => {
    expect(sequenceBetween(10, 20)).toBe(15);
    expect(sequenceBetween(30, undefined)).toBe(40);
    expect(sequenceBetween(undefined, 10)).toBe(5);
    expect(sequenceBetween(undefined, undefined)).toBe(10);
  });

  it('finds no room between equal neighbours or below a first rule at 0', () => {
    expect(sequenceBetween(20, 20)).toBeUndefined();
    expect(sequenceBetween(undefined, 0)).toBeUndefined();
  });

  describe('when a rule moves one place', () => {
    it('writes only the moving rule, with the midpoint of its new neighbours', () => {
      expect(moveWrites(rules, 2, 'up')).toEqual([{ id: 'c', version: 1, sequence: 15 }]);
      expect(moveWrites(rules, 0, 'down')).toEqual([{ id: 'a', version: 1, sequence: 25 }]);
      expect(moveWrites(rules, 1, 'up')).toEqual([{ id: 'b', version: 1, sequence: 5 }]);
      expect(moveWrites(rules, 1, 'down')).toEqual([{ id: 'b', version: 1, sequence: 40 }]);
    });

    it('does nothing at either end', () => {
      expect(moveWrites(rules, 0, 'up')).toEqual([]);
      expect(moveWrites(rules, 2, 'down')).toEqual([]);
    });

    it('numbers every rule afresh when the neighbours leave no room, and the order is the one asked for', () => {
      const tied = inSequence([rule('a', 0), rule('b', 0), rule('c', 0)]);
      const writes = moveWrites(tied, 2, 'up');
      expect(applied(tied, writes)).toBe('acb');
      const firstAtZero = [rule('a', 0), rule('b', 5)];
      expect(applied(firstAtZero, moveWrites(firstAtZero, 1, 'up'))).toBe('ba');
    });
  });

  it('adds a new rule after the last one', () => {
    expect(sequenceAfterLast(rules)).toBe(40);
    expect(sequenceAfterLast([])).toBe(10);
  });
});
