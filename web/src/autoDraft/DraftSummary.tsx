import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatNumber } from '../shared/records/formatting';
import type { DraftResult } from './autoDraftApi';
import { weightParts } from './draftWeights';

const percent = (share: number) => `${Math.round(share * 100)}%`;

const solverTexts: Record<DraftResult['solver']['status'], string> = {
  optimal: 'Optimal: no draft scores better under these weights',
  timeLimit: 'The best draft found within the time limit',
  infeasible: 'No draft keeps every rule',
  empty: 'Nothing to choose: no section in scope has an eligible instructor with room for it',
  greedy: 'A greedy baseline, not proven optimal',
};

/** How the solve ended, in words: "Optimal: … (gap 0%), solved in 120 ms over 1,234 choices." */
export function solverSummary({ solver, uncovered }: DraftResult): string {
  const { status, gap, ms, variables } = solver;
  if (status === 'empty' && uncovered.length === 0)
    return 'Nothing to draft: no section in scope needs an instructor.';
  const detail =
    status === 'empty' || status === 'greedy'
      ? ''
      : ` (gap ${percent(gap)}), solved in ${formatNumber(ms)} ms over ${formatNumber(variables)} choices`;
  return `${solverTexts[status]}${detail}.`;
}

/** The draft's figures as a description list: what it covers, who goes over, how well it matches preferences. */
export function DraftFigures({ result }: { result: DraftResult }) {
  const { figures } = result;
  const items = [
    { label: 'Sections covered', value: formatNumber(figures.sectionsCovered) },
    { label: 'Sections uncovered', value: formatNumber(figures.sectionsUncovered) },
    { label: 'Instructors over', value: formatNumber(figures.instructorsOver) },
    { label: 'Mean preference alignment', value: percent(figures.meanPreferenceAlignment) },
  ];
  return (
    <Box
      component="dl"
      aria-label="Draft figures"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 2, m: 0 }}
    >
      {items.map(({ label, value }) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The objective's parts: each weight and what its part adds to (or, for a penalty, takes from) the total. */
export function ObjectiveTable({ result }: { result: DraftResult }) {
  const { objective, weights } = result;
  return (
    <Table size="small" aria-label="Objective" sx={{ maxWidth: 480 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Part
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Weight
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Value
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {weightParts.map(({ name, label }) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell align="right">{formatNumber(weights[name] ?? 0)}</TableCell>
            <TableCell align="right">{formatNumber(objective.parts[name] ?? 0)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 'bold' }}>
            Total
          </TableCell>
          <TableCell />
          <TableCell align="right" sx={{ fontWeight: 'bold' }}>
            {formatNumber(objective.total)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
