import { describe, expect, it } from 'vitest';
import { serverWeightErrors, weightErrors, weightsOf } from './draftWeights';

const typed = { coverage: '10', preference: '2.5', history: '1', balance: '0', equity: '0.5', overload: '8' };

describe('draft weights as typed', () => {
  it('accepts zero and positive numbers, and reads them as numbers', () => {
    expect(weightErrors(typed)).toEqual({});
    expect(weightsOf(typed)).toEqual({
      coverage: 10,
      preference: 2.5,
      history: 1,
      balance: 0,
      equity: 0.5,
      overload: 8,
    });
  });

  it('names each weight that is empty, not a number, negative or too large', () => {
    expect(weightErrors({ ...typed, coverage: '', history: 'a lot', equity: '-1', overload: '1e6' })).toEqual(
      {
        coverage: 'Enter a number',
        history: 'Enter a number',
        equity: 'Enter zero or more',
        overload: 'Enter at most 1000',
      },
    );
  });

  it("places the server's field errors beside their weights and keeps the others", () => {
    expect(serverWeightErrors({ 'weights.balance': 'Too large', WorkgroupId: 'Unknown workgroup' })).toEqual({
      byWeight: { balance: 'Too large' },
      other: ['WorkgroupId: Unknown workgroup'],
    });
  });
});
