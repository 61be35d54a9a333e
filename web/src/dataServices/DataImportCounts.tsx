import { Alert, Box, Stack, Typography } from '@mui/material';
import { momentText } from '../shared/fileImport/fileImportFormatting';
import { type DataImportDryRun, rowsWithErrors } from './dataServicesApi';

/** A count with its label; the label comes first for screen readers, the number shows above it. */
const Figure = ({ label, value }: { label: string; value: number }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="h6" component="dd" sx={{ m: 0 }}>
      {value.toLocaleString('en-US')}
    </Typography>
  </Box>
);

/** What the dry run found: how many records importing the file would create, change and leave alone. */
export function DataImportCounts({ dryRun }: { dryRun: DataImportDryRun }) {
  return (
    <Box component="section" aria-label="Dry run" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {dryRun.fileName}
      </Typography>
      {dryRun.alreadyImported && (
        <Alert severity="info" sx={{ mt: 1 }}>
          This file was already imported on {momentText(dryRun.alreadyImported.completedAt)}. Importing it
          again changes nothing.
        </Alert>
      )}
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, my: 2 }}>
        <Figure label="Rows" value={dryRun.rows} />
        <Figure label="To create" value={dryRun.created} />
        <Figure label="To change" value={dryRun.changed} />
        <Figure label="Unchanged" value={dryRun.unchanged} />
        <Figure label="Rows with errors" value={rowsWithErrors(dryRun)} />
      </Stack>
      {!!dryRun.ignoredColumns?.length && (
        <Typography variant="body2" color="text.secondary">
          Columns not read: {dryRun.ignoredColumns.join(', ')}.
        </Typography>
      )}
    </Box>
  );
}
