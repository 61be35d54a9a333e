import { describe, expect, it } from 'vitest';
import { differenceText, shareText } from './teachingWords';

describe('shareText', () => {
  it('writes a percent, or says it is not set', () => {
    expect(shareText(62.5)).toBe('62.5 %');
    expect(shareText(0)).toBe('0 %');
    expect(shareText(null)).toBe('Not set');
  });
});

describe('differenceText', () => {
  it('says over or under by how many points', () => {
    expect(differenceText(2, 'over')).toBe('2 points over');
    expect(differenceText(-1.5, 'under')).toBe('1.5 points under');
    expect(differenceText(-1, 'under')).toBe('1 point under');
  });

  it('says met at zero and not set when nothing is required', () => {
    expect(differenceText(0, 'met')).toBe('Met');
    expect(differenceText(null, 'notSet')).toBe('Not set');
    expect(differenceText(3, 'notSet')).toBe('Not set');
  });
});
