import {
  Alert,
  Box,
  Button,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type UnclassifiedRow, useUnclassified } from './effortRulesApi';
import { amountText } from './previewText';

/** Rows no rule matches, by what classification looks at, each with "Make a rule" for it. */
export function UnclassifiedRows({ onMakeRule }: { onMakeRule(row: UnclassifiedRow): void }) {
  const { data, isPending, error } = useUnclassified();
  return (
    <Box component="section" aria-labelledby="effort-unclassified">
      <Typography id="effort-unclassified" variant="h6" component="h2">
        Unclassified rows
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Payroll rows no rule matches. Make a rule for them, and they count in the category it gives.
      </Typography>
      {error ? (
        <Alert severity="error">The unclassified rows cannot be read: {error.message}</Alert>
      ) : isPending ? (
        <Skeleton variant="rectangular" height={96} aria-label="Loading the unclassified rows" />
      ) : data.rows.length === 0 ? (
        <Typography color="text.secondary">Every row is classified.</Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-labelledby="effort-unclassified">
              <TableHead>
                <TableRow>
                  <TableCell>Cost center</TableCell>
                  <TableCell>Earnings code</TableCell>
                  <TableCell>Effort type</TableCell>
                  <TableCell>Position title</TableCell>
                  <TableCell align="right">Rows</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell align="right">People</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.CostCenter}</TableCell>
                    <TableCell>{row.EarnCode}</TableCell>
                    <TableCell>{row.effortTypeName ?? ''}</TableCell>
                    <TableCell>{row.PositionTitle}</TableCell>
                    <TableCell align="right">{row.rows.toLocaleString('en-US')}</TableCell>
                    <TableCell align="right">{amountText(row.amount)}</TableCell>
                    <TableCell align="right">{row.people}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        sx={{ whiteSpace: 'nowrap' }}
                        aria-label={`Make a rule for ${row.CostCenter} ${row.EarnCode} ${row.PositionTitle}`.trim()}
                        onClick={() => onMakeRule(row)}
                      >
                        Make a rule
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {data.total > data.rows.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              The first {data.rows.length} of {data.total} are shown.
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
