import { Box, Stack, Typography } from '@mui/material';
import { AlreadyImportedNote, DryRunFigure } from '../shared/fileImport/DryRunParts';
import type { DataImportDryRun } from './dataServicesApi';

/** What the dry run found: how many records importing the file would create, change and leave alone. */
export function DataImportCounts({ dryRun }: { dryRun: DataImportDryRun }) {
  return (
    <Box component="section" aria-label="Dry run" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {dryRun.fileName}
      </Typography>
      {dryRun.alreadyImported && <AlreadyImportedNote completedAt={dryRun.alreadyImported.completedAt} />}
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, my: 2 }}>
        <DryRunFigure label="Rows" value={dryRun.rows} />
        <DryRunFigure label="To create" value={dryRun.created} />
        <DryRunFigure label="To change" value={dryRun.changed} />
        <DryRunFigure label="Unchanged" value={dryRun.unchanged} />
        <DryRunFigure label="Rows with errors" value={dryRun.invalidRowCount} />
      </Stack>
      {!!dryRun.ignoredColumns?.length && (
        <Typography variant="body2" color="text.secondary">
          Columns not read: {dryRun.ignoredColumns.join(', ')}.
        </Typography>
      )}
    </Box>
  );
}
