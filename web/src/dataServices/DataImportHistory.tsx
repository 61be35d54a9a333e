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
import { momentText } from '../shared/fileImport/fileImportFormatting';
import { importStatusLooks } from '../shared/fileImport/importStatusLooks';
import { StatusChip } from '../shared/StatusChip';
import { useDataImportHistory } from './dataServicesApi';
import { importKindTexts } from './importKinds';

/** Columns a phone leaves out (the table scrolls sideways for the rest). */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };
const count = (value: number) => value.toLocaleString('en-US');

/** The imports of every kind, newest first: who, when, which file, what it did (refreshed after an import). */
export function DataImportHistory() {
  const { data, isPending, error } = useDataImportHistory();
  return (
    <Box component="section" aria-labelledby="data-import-history">
      <Typography id="data-import-history" variant="h6" component="h2" sx={{ mb: 1 }}>
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
          <Table size="small" aria-labelledby="data-import-history">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell align="right" sx={wideOnly}>
                  Created
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  Changed
                </TableCell>
                <TableCell align="right" sx={wideOnly}>
                  Unchanged
                </TableCell>
                <TableCell sx={wideOnly}>By</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{momentText(row.startedAt)}</TableCell>
                  <TableCell>{importKindTexts[row.kind]?.label ?? row.kind}</TableCell>
                  <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>{row.fileName}</TableCell>
                  <TableCell>
                    <StatusChip
                      look={importStatusLooks[row.status] ?? importStatusLooks.running}
                      title={row.message ?? undefined}
                    />
                  </TableCell>
                  <TableCell align="right">{count(row.rows)}</TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {count(row.created)}
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {count(row.changed)}
                  </TableCell>
                  <TableCell align="right" sx={wideOnly}>
                    {count(row.unchanged)}
                  </TableCell>
                  <TableCell sx={wideOnly}>{row.startedBy?.name ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
