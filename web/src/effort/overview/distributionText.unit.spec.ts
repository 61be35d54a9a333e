import { describe, expect, it } from 'vitest';
import { distributionText } from './DistributionBar';

const category = (name: string, share: number | null) => ({
  EffortCategoryId: name,
  name,
  color: '#123456',
  amount: share ?? 0,
  share,
});

describe('distributionText', () => {
  it("says each category's share that is above zero, in order", () => {
    expect(
      distributionText([category('Teaching', 62.5), category('Research', 0), category('Service', 37.5)]),
    ).toBe('Teaching 62.5 %, Service 37.5 %');
  });

  it('says so when there is no effort', () => {
    expect(distributionText([])).toBe('No effort');
    expect(distributionText([category('Teaching', null)])).toBe('No effort');
  });
});
