import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import { shareText } from '../mine/teachingWords';
import type { InstructorEffortRow } from './effortOverviewTypes';

/**
 * A row's expected teaching share; "adjusted" (the reason on hover or focus) when an effortManager set it by
 * hand, and for them the button that adjusts it.
 */
export function ExpectedShareField({
  row,
  onAdjust,
}: {
  row: InstructorEffortRow;
  onAdjust?: (row: InstructorEffortRow) => void;
}) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {shareText(row.expectedTeachingShare)}
      {row.expectedTeachingShareSource === 'adjusted' && (
        <Tooltip title={row.adjustmentReason ? `Why: ${row.adjustmentReason}` : 'Set by hand'} describeChild>
          <Chip size="small" variant="outlined" color="info" label="adjusted" tabIndex={0} />
        </Tooltip>
      )}
      {onAdjust && (
        <Tooltip title={`Adjust the expected teaching share of ${row.name}`}>
          <IconButton
            size="small"
            aria-label={`Adjust the expected teaching share of ${row.name}`}
            onClick={(event) => {
              event.stopPropagation();
              onAdjust(row);
            }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
