import { describe, expect, it } from 'vitest';
import { unclassifiedColor } from '../effortChartColors';
import {
  markerLines,
  type PayPeriodEffort,
  payPeriodAt,
  payPeriodTotal,
  stackedEffortSeries,
} from './effortSeries';

const teaching = { id: 'c1', name: 'Teaching', color: '#1f77b4' };
const research = { id: 'c2', name: 'Research', color: '#ff7f0e' };
const service = { id: 'c3', name: 'Service', color: 'not a colour' };
const unclassified = { id: null, name: 'Unclassified', color: '#9e9e9e' };

const payPeriod = (code: string, startDate: string, amounts: Record<string, number>): PayPeriodEffort => ({
  id: code,
  code,
  startDate,
  endDate: startDate.replace(/-01$/, '-28'),
  amounts,
});

const periods = [
  payPeriod('PP01', '2026-01-01', { c1: 600, c2: 400 }),
  payPeriod('PP02', '2026-02-01', { c1: 500, unclassified: 100, c9: 50 }),
];

describe('stackedEffortSeries', () => {
  const series = stackedEffortSeries([teaching, research, service, unclassified], periods);

  it('gives each category with an amount one series, in pay period order, stacked together', () => {
    expect(series.map((s) => s.label)).toEqual(['Teaching', 'Research', 'Unclassified', 'c9']);
    expect(series[0]).toEqual({
      id: 'c1',
      label: 'Teaching',
      color: '#1f77b4',
      stack: 'effort',
      data: [600, 500],
    });
    expect(series[1]!.data).toEqual([400, 0]);
  });

  it('puts unclassified effort under its key and amounts of an unknown category in grey', () => {
    expect(series[2]).toMatchObject({ id: 'unclassified', data: [0, 100], color: '#9e9e9e' });
    expect(series[3]).toMatchObject({ id: 'c9', color: unclassifiedColor, data: [0, 50] });
  });

  it('leaves out a category without any amount (Service) and stacks up to each total', () => {
    expect(series.some((s) => s.id === 'c3')).toBe(false);
    periods.forEach((period, index) =>
      expect(series.reduce((sum, s) => sum + s.data[index]!, 0)).toBe(payPeriodTotal(period)),
    );
  });

  it('draws a category with an unreadable colour in grey', () => {
    const [only] = stackedEffortSeries([service], [payPeriod('PP03', '2026-03-01', { c3: 10 })]);
    expect(only!.color).toBe(unclassifiedColor);
  });
});

describe('payPeriodTotal', () => {
  it("is the API's total when it gives one, else the sum of the amounts", () => {
    expect(payPeriodTotal(periods[1]!)).toBe(650);
    expect(payPeriodTotal({ ...periods[1]!, total: 700 })).toBe(700);
  });
});

describe('markers on the timeline', () => {
  it('belong to the last pay period started by their day, none before the first', () => {
    expect(payPeriodAt('2026-01-15T10:00:00Z', periods)?.code).toBe('PP01');
    expect(payPeriodAt('2026-06-01T10:00:00Z', periods)?.code).toBe('PP02');
    expect(payPeriodAt('2025-12-31T23:00:00Z', periods)).toBeNull();
  });

  it('make one line per pay period, saying what happened or how many things did', () => {
    const lines = markerLines(
      [
        { at: '2026-01-10T00:00:00Z', kind: 'rule', label: 'Rule 1 changed' },
        { at: '2026-03-01T00:00:00Z', kind: 'import', label: 'file.csv' },
        { at: '2026-03-02T00:00:00Z', kind: 'rule', label: 'Rule 2 changed' },
        { at: '2025-01-01T00:00:00Z', kind: 'import', label: 'old.csv' },
      ],
      periods,
    );
    expect(lines).toEqual([
      { code: 'PP01', label: 'Rule change' },
      { code: 'PP02', label: '2 changes' },
    ]);
  });
});
