import {
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReportTypeInfo, SavedReport } from './reportApi';

const kindOrder = { system: 0, custom: 1 } as const;
const byKindThenName = (a: SavedReport, b: SavedReport) =>
  (a.kind ? kindOrder[a.kind] : 2) - (b.kind ? kindOrder[b.kind] : 2) || a.name.localeCompare(b.name);

export const savedReportUrl = (report: SavedReport) =>
  `/reports/${report.reportType}?saved=${encodeURIComponent(report.id)}`;

const kindLabel = (report: SavedReport) =>
  report.kind === 'system' ? 'System' : report.kind === 'custom' ? 'Custom' : report.mine ? 'Mine' : 'Saved';

/**
 * System, custom and the user's own saved reports; one of a type the user may no longer read is listed greyed
 * as unavailable and does not open (its grid state is not sent).
 */
export function SavedReportList({
  reports,
  types,
  loading,
  actions,
  showOwner = false,
}: {
  reports: SavedReport[] | undefined;
  types: ReportTypeInfo[] | undefined;
  loading: boolean;
  actions?: (report: SavedReport) => ReactNode;
  /** Whose each report is, own ones too (Custom Reports). */
  showOwner?: boolean;
}) {
  if (loading)
    return <Skeleton variant="rounded" height={96} aria-busy="true" aria-label="Loading the saved reports" />;
  if (!reports?.length)
    return (
      <Typography color="text.secondary" data-testid="saved-reports-empty">
        No saved reports yet: open a report, arrange it and save it.
      </Typography>
    );
  const typeLabel = (report: SavedReport) =>
    types?.find((type) => type.reportType === report.reportType)?.label ?? report.reportType;
  return (
    <List dense aria-label="Saved reports" disablePadding>
      {[...reports].sort(byKindThenName).map((report) => {
        const text = (
          <ListItemText
            primary={report.name}
            secondary={
              <Stack
                component="span"
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <span>{typeLabel(report)}</span>
                <Chip component="span" size="small" variant="outlined" label={kindLabel(report)} />
                {report.ownerName && (showOwner || !report.mine) && <span>by {report.ownerName}</span>}
                {!report.available && <span>unavailable</span>}
              </Stack>
            }
            slotProps={{ secondary: { component: 'span' } }}
          />
        );
        return (
          <ListItem
            key={report.id}
            disablePadding
            secondaryAction={actions?.(report)}
            data-testid={`saved-report-${report.id}`}
          >
            {report.available ? (
              <ListItemButton component={RouterLink} to={savedReportUrl(report)}>
                {text}
              </ListItemButton>
            ) : (
              <ListItemButton disabled aria-disabled="true">
                {text}
              </ListItemButton>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
