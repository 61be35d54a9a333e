import { Box, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { EffortCategoryLegend } from '../effortChartColors';
import { type EffortMarker, markerLines, type PayPeriodEffort, stackedEffortSeries } from './effortSeries';
import { PayPeriodEffortTable } from './PayPeriodEffortTable';

// the charts library is large: it loads with the first chart shown, not with the app
const EffortStackedChart = lazy(() => import('./EffortStackedChart'));

interface Props {
  categories: EffortCategoryLegend[];
  payPeriods: PayPeriodEffort[];
  markers?: EffortMarker[];
  /** What the chart shows, for its label and the table's: "Effort of position 4711 per pay period". */
  label: string;
}

/**
 * Effort per pay period stacked by category, and the same numbers as a table (the chart's text alternative,
 * and what a narrow screen reads best).
 */
export function PayPeriodEffortChart({ categories, payPeriods, markers = [], label }: Props) {
  const series = stackedEffortSeries(categories, payPeriods);
  return (
    <>
      <Box
        role="img"
        aria-label={`${label}: a stacked bar chart; the table below gives the same numbers`}
        data-testid="effort-stacked-chart"
        sx={{ width: '100%', minHeight: 320 }}
      >
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <EffortStackedChart
            codes={payPeriods.map((payPeriod) => payPeriod.code)}
            series={series}
            lines={markerLines(markers, payPeriods)}
          />
        </Suspense>
      </Box>
      <PayPeriodEffortTable series={series} payPeriods={payPeriods} label={label} />
    </>
  );
}
