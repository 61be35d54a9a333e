import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import type { DryRun } from './effortImportApi';
import { countOf, momentText, recognisedColumns } from './importFormatting';

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

/** What the dry run found in the file: its counts, pay periods and recognised columns. */
export function DryRunSummary({ dryRun }: { dryRun: DryRun }) {
  return (
    <Box component="section" aria-label="File summary" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {dryRun.fileName}
      </Typography>
      {dryRun.alreadyImported && (
        <Alert severity="info" sx={{ mt: 1 }}>
          This file was already imported on {momentText(dryRun.alreadyImported.completedAt)}. Importing it
          again changes nothing.
        </Alert>
      )}
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, my: 2 }}>
        <Figure label="Rows" value={dryRun.rowCount} />
        <Figure label="Valid rows" value={dryRun.validRowCount} />
        <Figure label="Rows with errors" value={dryRun.errorCount} />
        <Figure label="People" value={dryRun.people} />
        <Figure label="Positions" value={dryRun.positions} />
      </Stack>
      <Typography variant="subtitle2" component="h3">
        Pay periods
      </Typography>
      {dryRun.payPeriods.length === 0 ? (
        <Typography color="text.secondary">None: no row names a known pay period.</Typography>
      ) : (
        <Box component="ul" aria-label="Pay periods" sx={{ mt: 0.5, pl: 3 }}>
          {dryRun.payPeriods.map((period) => (
            <li key={period.id}>
              {period.code}: {countOf(period.rows, 'row')}
            </li>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        Columns recognised
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }} aria-label="Columns recognised">
        {recognisedColumns(dryRun.columns).map((text) => (
          <Chip key={text} size="small" label={text} variant="outlined" />
        ))}
      </Stack>
    </Box>
  );
}
