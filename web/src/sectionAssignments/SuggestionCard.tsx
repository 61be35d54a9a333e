import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Chip,
  Collapse,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { formatNumber } from '../shared/records/formatting';
import { afterThisText } from '../teachingAssignments/LoadPreview';
import type { SuggestedAssignee } from '../teachingAssignments/teachingAssignmentApi';

const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;

/** Why a candidate ranks where it does: each criterion's score, weight and what it found. */
function CriteriaBreakdown({ suggestion, id }: { suggestion: SuggestedAssignee; id: string }) {
  // the drawer is narrow: the details wrap, and the table scrolls within its own box if it must
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" id={id} aria-label={`Score breakdown of ${suggestion.instructorName}`}>
        <TableHead>
          <TableRow>
            <TableCell>Criterion</TableCell>
            <TableCell align="right">Score</TableCell>
            <TableCell align="right">Weight</TableCell>
            <TableCell>Detail</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {suggestion.criteria.map((criterion) => (
            <TableRow key={criterion.criterion}>
              <TableCell>{criterion.label}</TableCell>
              <TableCell align="right">{percent(criterion.score)}</TableCell>
              <TableCell align="right">{formatNumber(criterion.weight)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{criterion.detail}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * One candidate: rank, score, load after taking the suggested share, warnings, breakdown, Assign; or,
 * without a rank, someone who cannot take it and why.
 */
export function SuggestionCard({
  suggestion,
  rank,
  onAssign,
}: {
  suggestion: SuggestedAssignee;
  rank?: number;
  onAssign?: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const breakdownId = useId();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="li" aria-labelledby={headingId} sx={{ p: 1.5, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h4" variant="subtitle1" sx={{ flexGrow: 1 }}>
          {rank === undefined ? '' : `${rank}. `}
          {suggestion.instructorName}
        </Typography>
        <Chip size="small" label={`Score ${Math.round(suggestion.score)}`} />
      </Box>
      <Typography variant="body2">
        {afterThisText(suggestion)} · suggested share {formatNumber(suggestion.points)}{' '}
        {suggestion.points === 1 ? 'point' : 'points'}
      </Typography>
      {suggestion.cannotTake !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Cannot take it: {suggestion.cannotTake}
        </Typography>
      ) : (
        suggestion.warnings.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {suggestion.warnings.map((warning, index) => (
              <Chip
                key={`${warning.kind}-${index}`}
                size="small"
                variant="outlined"
                color="warning"
                label={warning.message}
              />
            ))}
          </Stack>
        )
      )}
      {/* MUI's Button, not react-admin's: that one drops its label on a phone, leaving an empty box */}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
        <Button
          size="small"
          startIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={expanded}
          aria-controls={breakdownId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Hide breakdown' : 'Show breakdown'}
        </Button>
        {onAssign && (
          <Button
            size="small"
            aria-label={`Assign ${suggestion.instructorName}`}
            variant="contained"
            onClick={onAssign}
          >
            Assign
          </Button>
        )}
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <CriteriaBreakdown suggestion={suggestion} id={breakdownId} />
      </Collapse>
    </Paper>
  );
}
