import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { GridState } from './gridState';
import { exportUrl } from './reportApi';

/** CSV and XLSX of the report as shown (its columns, filters, sort; grouping flattened), streamed by the server. */
export function ExportButtons({
  reportType,
  gridState,
  snapshotId,
}: {
  reportType: string;
  gridState: GridState;
  snapshotId?: string;
}) {
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          component="a"
          href={exportUrl(reportType, format, gridState, snapshotId)}
          download
          size="small"
          startIcon={<DownloadIcon />}
          aria-label={`Export ${format.toUpperCase()}`}
          data-testid={`report-export-${format}`}
        >
          Export {format.toUpperCase()}
        </Button>
      ))}
    </>
  );
}
