import { Box, Skeleton, Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import { lazy, Suspense } from 'react';
import { formatNumber } from '../../shared/records/formatting';
import { categoryColor, categoryKey } from '../effortChartColors';
import { ColourSwatch } from '../timeline/PayPeriodEffortTable';
import type { EffortOverview } from './effortOverviewTypes';

// the charts library loads with the first chart shown, not with the app
const CategoryDonut = lazy(() => import('./CategoryDonut'));

/**
 * The period's effort by category: a donut, and beside it (below on a phone) the same numbers as a table,
 * which is the chart's legend and its text alternative.
 */
export function CategoryEffort({ overview, periodName }: { overview: EffortOverview; periodName: string }) {
  const label = `Effort in ${periodName} by category`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Box
        role="img"
        aria-label={`${label}: a donut chart; the table beside it gives the same numbers`}
        data-testid="effort-category-chart"
        sx={{ flex: '1 1 240px', maxWidth: 320, minHeight: 220 }}
      >
        <Suspense fallback={<Skeleton variant="circular" width={200} height={200} sx={{ mx: 'auto' }} />}>
          <CategoryDonut categories={overview.categories} />
        </Suspense>
      </Box>
      <Box sx={{ flex: '1 1 280px', minWidth: 0, overflowX: 'auto' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>Category</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Share</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {overview.categories.map((category) => (
              <TableRow key={categoryKey(category.id)}>
                <TableCell component="th" scope="row">
                  <ColourSwatch color={categoryColor(category.color)} />
                  {category.name}
                  {category.countsAsTeaching ? ' (teaching)' : ''}
                </TableCell>
                <TableCell align="right">{formatNumber(category.amount)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {category.share === null ? '—' : `${formatNumber(category.share)} %`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">
                Total
              </TableCell>
              <TableCell align="right" data-testid="effort-total">
                {formatNumber(overview.totalAmount)}
              </TableCell>
              <TableCell align="right">{overview.totalAmount > 0 ? '100 %' : '—'}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </Box>
    </Box>
  );
}
