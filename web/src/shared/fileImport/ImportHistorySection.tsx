import { Alert, Box, Skeleton, Table, TableContainer, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Columns a phone leaves out (the table scrolls sideways for the rest). */
export const wideOnly = { display: { xs: 'none', md: 'table-cell' } };

/**
 * An import page's history: its heading, then the imports' table once read, or the loading, empty and error
 * states every import page shows alike. `table` gives the header and body rows of the page's own columns.
 */
export function ImportHistorySection<Row>({
  id,
  query: { data, isPending, error },
  table,
}: {
  id: string;
  query: { data: Row[] | undefined; isPending: boolean; error: Error | null };
  table: (rows: Row[]) => ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        Import history
      </Typography>
      {error ? (
        <Alert severity="error">The imports cannot be read: {error.message}</Alert>
      ) : isPending || !data ? (
        <Skeleton variant="rectangular" height={96} aria-label="Loading the imports" />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">No file has been imported yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            {table(data)}
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
