import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { RowError } from './effortImportApi';
import { countOf, pageOf } from './importFormatting';

const perPage = 25;

/**
 * The rows that failed validation, a page at a time. The API sends the first 500; `errorCount` is how many
 * rows have errors in all.
 */
export function DryRunErrors({ errors, errorCount }: { errors: RowError[]; errorCount: number }) {
  const [page, setPage] = useState(0);
  if (errors.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="effort-import-errors" sx={{ mt: 3 }}>
      <Typography id="effort-import-errors" variant="subtitle1" component="h3">
        Errors
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {countOf(errorCount, 'row')} with errors
        {errors.length < errorCount ? `; the first ${errors.length} errors are shown` : ''}. A row with an
        error is not imported.
      </Typography>
      <TableContainer sx={{ mt: 1 }}>
        <Table size="small" aria-labelledby="effort-import-errors">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Value</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pageOf(errors, page, perPage).map((error, index) => (
              <TableRow key={`${error.line}-${error.column}-${index}`}>
                <TableCell>{error.line}</TableCell>
                <TableCell>{error.column}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.value ?? ''}</TableCell>
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
