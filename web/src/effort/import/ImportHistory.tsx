import {
  Alert,
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { importStatusLooks as statusLooks } from '../../shared/fileImport/importStatusLooks';
import { StatusChip } from '../../shared/StatusChip';
import { useImportHistory } from './effortImportApi';
import { momentText } from './importFormatting';

/** Columns a phone leaves out (the table scrolls sideways for the rest). */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };

/** Import history: the latest imports, newest first (refreshed when an import on this page finishes). */
export function ImportHistory() {
  const { data, isPending, error } = useImportHistory();
  return (
    <Box component="section" aria-labelledby="effort-import-history">
      <Typography id="effort-import-history" variant="h6" component="h2" sx={{ mb: 1 }}>
        Import history
      </Typography>
      {error ? (
        <Alert severity="error">The imports cannot be read: {error.message}</Alert>
      ) : isPending ? (
        <Skeleton variant="rectangular" height={96} aria-label="Loading the imports" />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">No file has been imported yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="effort-import-history">
            <TableHead>
              <TableRow>
                <TableCell>File</TableCell>
                <TableCell sx={wideOnly}>Mode</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  Skipped
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  People
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  Pay periods
                </TableCell>
                <TableCell sx={wideOnly}>By</TableCell>
                <TableCell>When</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>{row.fileName}</TableCell>
                  <TableCell sx={{ ...wideOnly, textTransform: 'capitalize' }}>{row.mode}</TableCell>
                  <TableCell>
                    <StatusChip
                      look={statusLooks[row.status] ?? statusLooks.running}
                      title={row.failureReason ?? undefined}
                    />
                  </TableCell>
                  <TableCell align="right">{row.rowCount.toLocaleString('en-US')}</TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {row.skippedCount.toLocaleString('en-US')}
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {row.peopleCount.toLocaleString('en-US')}
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {row.payPeriodCount}
                  </TableCell>
                  <TableCell sx={wideOnly}>{row.startedByName ?? ''}</TableCell>
                  <TableCell>{momentText(row.startedAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
