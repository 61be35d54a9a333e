import {
  Alert,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { RequiredPointMoves } from '../shared/RequiredPointMoves';
import type { RulePreview } from './effortRulesApi';
import { amountText, categoryText, movesInOrder, personText, previewSummary } from './previewText';

/** Whose required points the change moves in the working period, when the answer says (DESIGN §19). */
function RequiredPointsOf({ preview }: { preview: RulePreview }) {
  if (!preview.requiredPoints) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Required points that would change (working period)
      </Typography>
      <RequiredPointMoves moves={preview.requiredPoints} what="This change" />
    </>
  );
}

/** "Whose effort moves and by how much": one row per person and category change. */
export function RulePreviewTable({ preview }: { preview: RulePreview }) {
  return (
    <>
      <EffortMoves preview={preview} />
      <RequiredPointsOf preview={preview} />
    </>
  );
}

function EffortMoves({ preview }: { preview: RulePreview }) {
  if (preview.moves.length === 0)
    return (
      <Alert severity="info" role="status">
        {previewSummary(preview)}
      </Alert>
    );
  return (
    <>
      <Typography role="status" sx={{ mb: 1 }}>
        {previewSummary(preview)}
      </Typography>
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label="Whose effort moves">
          <TableHead>
            <TableRow>
              <TableCell>Person</TableCell>
              <TableCell>From</TableCell>
              <TableCell>To</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {movesInOrder(preview.moves).map((move, index) => (
              <TableRow key={`${move.EmployeeId}-${move.fromCategoryId}-${move.toCategoryId}-${index}`}>
                <TableCell>{personText(move)}</TableCell>
                <TableCell>{categoryText(move.fromCategoryName)}</TableCell>
                <TableCell>{categoryText(move.toCategoryName)}</TableCell>
                <TableCell align="right">{amountText(move.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
