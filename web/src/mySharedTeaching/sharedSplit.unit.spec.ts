import { describe, expect, it } from 'vitest';
import { splitText } from './sharedSplit';

describe('splitText', () => {
  it('says the share as a percentage of the section points', () => {
    expect(splitText(0.4, 3)).toBe('40 % of 3 points');
    expect(splitText(1 / 3, 4.5)).toBe('33.3 % of 4.5 points');
    expect(splitText(0.5, 1)).toBe('50 % of 1 point');
  });
});
