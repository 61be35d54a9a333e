import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ImportHistorySection, wideOnly } from '../shared/fileImport/ImportHistorySection';
import { momentText } from '../shared/fileImport/fileImportFormatting';
import { importStatusLooks } from '../shared/fileImport/importStatusLooks';
import { StatusChip } from '../shared/StatusChip';
import { useDataImportHistory } from './dataServicesApi';
import { importKindTexts } from './importKinds';

const count = (value: number) => value.toLocaleString('en-US');

/** The imports of every kind, newest first: who, when, which file, what it did (refreshed after an import). */
export function DataImportHistory() {
  return (
    <ImportHistorySection
      id="data-import-history"
      query={useDataImportHistory()}
      table={(rows) => (
        <>
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
            {rows.map((row) => (
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
        </>
      )}
    />
  );
}
