import { describe, expect, it } from 'vitest';
import type { Rate } from './costApi';
import { cellErrors, changesOf, serverCellErrors } from './rateDrafts';

const saved: Rate = {
  id: 'r1',
  InstructorTypeId: 't1',
  RankId: 'k1',
  costPerPoint: 1000,
  overloadRate: 500,
  version: 3,
};

describe('rate drafts', () => {
  it('says what is wrong with a cell as typed, as the server would', () => {
    expect(cellErrors({ costPerPoint: '-1', overloadRate: '5' })).toEqual({
      costPerPoint: 'Must be 0 or more',
    });
    expect(cellErrors({ costPerPoint: '1.234', overloadRate: 'x' })).toEqual({
      costPerPoint: 'At most 2 decimals',
      overloadRate: 'Must be an amount',
    });
    expect(cellErrors({ costPerPoint: '10', overloadRate: '' })).toEqual({
      overloadRate: 'Required (or clear both)',
    });
    expect(cellErrors({ costPerPoint: '', overloadRate: '' })).toEqual({});
    expect(cellErrors({ costPerPoint: '10.5', overloadRate: '0' })).toEqual({});
  });

  it('sends only the changed cells, each with the version it was edited at', () => {
    const drafts = {
      't1:k1': { costPerPoint: '1000.00', overloadRate: '500' },
      't2:k1': { costPerPoint: '700', overloadRate: '700' },
      't1:k2': { costPerPoint: '', overloadRate: '' },
    };
    expect(changesOf(drafts, [saved])).toEqual([
      { InstructorTypeId: 't2', RankId: 'k1', costPerPoint: 700, overloadRate: 700, version: 0 },
    ]);
    expect(changesOf({ 't1:k1': { costPerPoint: '', overloadRate: '' } }, [saved])).toEqual([
      { InstructorTypeId: 't1', RankId: 'k1', costPerPoint: null, overloadRate: null, version: 3 },
    ]);
  });

  it("puts the server's field errors back on the cells they name", () => {
    const sent = changesOf({ 't2:k1': { costPerPoint: '1', overloadRate: '1' } }, [saved]);
    expect(serverCellErrors({ 'rates.0.overloadRate': 'At most 1,000,000', other: 'x' }, sent)).toEqual({
      't2:k1': { overloadRate: 'At most 1,000,000' },
    });
  });
});
