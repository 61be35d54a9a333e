import { describe, expect, it } from 'vitest';
import { defaultPeriods } from './defaultPeriods';

const periods = [
  { id: 'p2027', name: '2027-2028', startDate: '2027-08-01' },
  { id: 'p2025', name: '2025-2026', startDate: '2025-08-01' },
  { id: 'p2026', name: '2026-2027', startDate: '2026-08-01' },
];

describe('defaultPeriods', () => {
  it('clones the working period into the one that starts next', () => {
    expect(defaultPeriods(periods, 'p2025')).toEqual({ source: 'p2025', target: 'p2026' });
  });
  it('leaves the target open after the last period, and both without a working period', () => {
    expect(defaultPeriods(periods, 'p2027')).toEqual({ source: 'p2027', target: undefined });
    expect(defaultPeriods(periods, undefined)).toEqual({ source: undefined, target: undefined });
  });
});
