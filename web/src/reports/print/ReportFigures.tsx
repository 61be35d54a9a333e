import { Alert, Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ProcessingData } from '../../shared/ProcessingData';
import { formatNumber } from '../../shared/records/formatting';

/** Points as printed: a number, or "Not set". */
export const points = (value: number | null | undefined) =>
  value === null || value === undefined ? 'Not set' : formatNumber(value);

/** Labelled figures in a row (required / assigned / remaining; a workgroup's subtotals). */
export function Figures({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, my: 1 }}>
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Loading and failure of a report's read (a 403 says so plainly); the report once it is there. */
export function ReportData<T>({
  query,
  children,
}: {
  query: UseQueryResult<T, Error>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ProcessingData />;
  if (query.isError) {
    const status = (query.error as { status?: number }).status;
    return (
      <Alert severity={status === 403 ? 'warning' : 'error'}>
        {status === 403
          ? 'You may not read this report.'
          : `Could not read the report: ${query.error.message}`}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
