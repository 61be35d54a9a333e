import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { formatNumber } from '../../shared/records/formatting';
import type { EffortSeries } from './effortSeries';

export interface EffortStackedChartProps {
  /** The pay periods' codes, oldest first: the bars. */
  codes: string[];
  series: EffortSeries[];
  /** Dashed lines at the pay periods where something happened (an import, a rule change). */
  lines?: { code: string; label: string }[];
}

const amount = (value: number | null) => (value === null ? '' : formatNumber(value));

/** Effort per pay period, stacked by category in the categories' colours (its own chunk: see PayPeriodEffortChart). */
export default function EffortStackedChart({ codes, series, lines = [] }: EffortStackedChartProps) {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: codes, tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ valueFormatter: (value: number) => formatNumber(value), width: 64 }]}
      series={series.map((one) => ({ ...one, valueFormatter: amount }))}
      margin={{ left: 8, right: 16 }}
    >
      {lines.map((line) => (
        <ChartsReferenceLine
          key={line.code}
          x={line.code}
          label={line.label}
          labelAlign="start"
          lineStyle={{ strokeDasharray: '4 3' }}
          labelStyle={{ fontSize: 11 }}
        />
      ))}
    </BarChart>
  );
}
