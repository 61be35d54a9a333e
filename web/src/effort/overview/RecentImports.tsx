import { Button, List, ListItem, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { PanelEmpty } from '../../shared/records/PanelSection';
import { formatDateTime, formatNumber } from '../../shared/records/formatting';
import type { EffortImportRow } from './effortOverviewTypes';

const statusWords = { running: 'Running', completed: 'Completed', failed: 'Failed' } as const;

function importSummary(row: EffortImportRow): string {
  const parts = [
    `${statusWords[row.status] ?? row.status} ${formatDateTime(row.completedAt ?? row.startedAt)}`,
    `${formatNumber(row.rowCount)} rows`,
    row.skippedCount > 0 ? `${formatNumber(row.skippedCount)} skipped` : null,
    `${formatNumber(row.peopleCount)} people`,
    row.mode === 'replace' ? 'replaced its pay periods' : 'appended',
    row.startedByName ? `by ${row.startedByName}` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The last imports (up to five, newest first), and the way to import another file. */
export function RecentImports({ imports }: { imports: EffortImportRow[] }) {
  return (
    <>
      {imports.length === 0 ? (
        <PanelEmpty>Nothing has been imported yet.</PanelEmpty>
      ) : (
        <List dense aria-label="Recent imports">
          {imports.map((row) => (
            <ListItem key={row.id} disableGutters>
              <ListItemText
                primary={row.fileName}
                secondary={
                  row.failureReason ? `${importSummary(row)} · ${row.failureReason}` : importSummary(row)
                }
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button component={Link} to="/effort/import" size="small">
        Import effort
      </Button>
    </>
  );
}
