import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ImportHistorySection, wideOnly } from '../../shared/fileImport/ImportHistorySection';
import { importStatusLooks as statusLooks } from '../../shared/fileImport/importStatusLooks';
import { StatusChip } from '../../shared/StatusChip';
import { useImportHistory } from './effortImportApi';
import { momentText } from './importFormatting';

/** Import history: the latest imports, newest first (refreshed when an import on this page finishes). */
export function ImportHistory() {
  return (
    <ImportHistorySection
      id="effort-import-history"
      query={useImportHistory()}
      table={(rows) => (
        <>
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
            {rows.map((row) => (
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
        </>
      )}
    />
  );
}
