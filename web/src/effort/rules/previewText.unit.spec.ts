import { describe, expect, it } from 'vitest';
import type { PreviewMove } from './effortRulesApi';
import { amountText, categoryText, movesInOrder, personText, previewSummary } from './previewText';

const move = (name: string, amount: number, UserId: string | null = name): PreviewMove => ({
  UserId,
  EmployeeId: `E-${name}`,
  name,
  fromCategoryId: null,
  fromCategoryName: null,
  toCategoryId: 'c1',
  toCategoryName: 'Teaching',
  amount,
});

describe('rule preview text', () => {
  it('says plainly when no one moves', () => {
    expect(previewSummary({ moves: [], rowsAffected: 0, amountMoved: 0 })).toBe("No one's effort moves.");
  });

  it('counts each person once, however many moves they have', () => {
    const moves = [move('Ann', 100), move('Ann', 50), move('Bob', 10)];
    expect(previewSummary({ moves, rowsAffected: 3, amountMoved: 160 })).toBe(
      '160.00 of effort moves for 2 people (3 rows).',
    );
  });

  it('names an employee without a user by the id, and no category as Unclassified', () => {
    expect(personText(move('', 1, null))).toBe('Employee E-');
    expect(categoryText(null)).toBe('Unclassified');
    expect(amountText(1234.5)).toBe('1,234.50');
  });

  it('lists the largest moves first', () => {
    expect(movesInOrder([move('Ann', 5), move('Bob', -50), move('Cy', 20)]).map(personText)).toEqual([
      'Bob',
      'Cy',
      'Ann',
    ]);
  });
});
