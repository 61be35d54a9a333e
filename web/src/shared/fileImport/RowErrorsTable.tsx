import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { countOf, pageOf } from './fileImportFormatting';

/** One row's error as a dry run reports it. */
export interface RowError {
  line: number;
  column: string;
  value?: string;
  message: string;
}

const perPage = 25;

/**
 * The rows that failed validation, a page at a time, in a table named "Errors": line, column, (the value
 * when the import reports it) and why. `rowCount` is how many rows have errors and `errorCount` how many
 * errors in all (a row may have several; the API sends only the first 500); `consequence` says what the
 * errors mean for the import.
 */
export function RowErrorsTable({
  errors,
  rowCount,
  errorCount,
  consequence,
}: {
  errors: RowError[];
  rowCount: number;
  errorCount: number;
  consequence: string;
}) {
  const [page, setPage] = useState(0);
  const headingId = useId();
  if (errors.length === 0) return null;
  const showValue = errors.some((error) => error.value !== undefined);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        Errors
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {countOf(rowCount, 'row')} with errors
        {errors.length < errorCount
          ? `; the first ${errors.length} of ${errorCount.toLocaleString('en-US')} errors are shown`
          : ''}
        . {consequence}
      </Typography>
      <TableContainer sx={{ mt: 1 }}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Column</TableCell>
              {showValue && <TableCell>Value</TableCell>}
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageOf(errors, page, perPage).map((error, index) => (
              <TableRow key={`${error.line}-${error.column}-${index}`}>
                <TableCell>{error.line}</TableCell>
                <TableCell>{error.column}</TableCell>
                {showValue && <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.value ?? ''}</TableCell>}
                <TableCell>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {errors.length > perPage && (
        <TablePagination
          component="div"
          count={errors.length}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[perPage]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </Box>
  );
}
