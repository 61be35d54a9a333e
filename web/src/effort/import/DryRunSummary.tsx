import { Box, Chip, Stack, Typography } from '@mui/material';
import { AlreadyImportedNote, DryRunFigure } from '../../shared/fileImport/DryRunParts';
import { RequiredPointMoves } from '../shared/RequiredPointMoves';
import type { DryRun } from './effortImportApi';
import { countOf, recognisedColumns } from './importFormatting';

/** What the dry run found in the file: its counts, pay periods and recognised columns. */
export function DryRunSummary({ dryRun }: { dryRun: DryRun }) {
  return (
    <Box component="section" aria-label="File summary" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {dryRun.fileName}
      </Typography>
      {dryRun.alreadyImported && <AlreadyImportedNote completedAt={dryRun.alreadyImported.completedAt} />}
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, my: 2 }}>
        <DryRunFigure label="Rows" value={dryRun.rowCount} />
        <DryRunFigure label="Valid rows" value={dryRun.validRowCount} />
        <DryRunFigure label="Rows with errors" value={dryRun.errorCount} />
        <DryRunFigure label="People" value={dryRun.people} />
        <DryRunFigure label="Positions" value={dryRun.positions} />
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
      {dryRun.requiredPoints && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            Required points that would change (importing with Replace)
          </Typography>
          <RequiredPointMoves moves={dryRun.requiredPoints} what="Importing this file" />
        </>
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
