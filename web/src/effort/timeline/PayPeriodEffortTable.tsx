import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatDate, formatNumber } from '../../shared/records/formatting';
import { type EffortSeries, type PayPeriodEffort, payPeriodTotal } from './effortSeries';

/** A category's colour beside its name, so the table reads as the chart's legend too. */
export function ColourSwatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: 0.5, mr: 1, bgcolor: color }}
    />
  );
}

/** The numbers of a stacked effort chart: one row per pay period, one column per category, and the total. */
export function PayPeriodEffortTable({
  series,
  payPeriods,
  label,
}: {
  series: EffortSeries[];
  payPeriods: PayPeriodEffort[];
  label: string;
}) {
  return (
    <TableContainer
      role="region"
      tabIndex={0}
      aria-label={`${label} (table)`}
      sx={{ mt: 2, overflowX: 'auto' }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Pay period</TableCell>
            {series.map((one) => (
              <TableCell key={one.id} align="right" sx={{ whiteSpace: 'nowrap' }}>
                <ColourSwatch color={one.color} />
                {one.label}
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payPeriods.map((payPeriod, index) => (
            <TableRow key={payPeriod.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {payPeriod.code}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.75rem' }}>
                  {formatDate(payPeriod.startDate)} – {formatDate(payPeriod.endDate)}
                </Box>
              </TableCell>
              {series.map((one) => (
                <TableCell key={one.id} align="right">
                  {formatNumber(one.data[index] ?? 0)}
                </TableCell>
              ))}
              <TableCell align="right">{formatNumber(payPeriodTotal(payPeriod))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
