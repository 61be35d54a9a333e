import AdvanceIcon from '@mui/icons-material/ArrowForward';
import RevertIcon from '@mui/icons-material/Undo';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import type { ProgressMove, ProgressSteps } from './progressTypes';
import { StepMoveDialog, stepLabel } from './StepMoveDialog';

/** Advance and Revert, each shown only when the caller may make that move now, behind a confirmation. */
export function ProgressControls({ progress }: { progress: ProgressSteps }) {
  const [move, setMove] = useState<ProgressMove>();
  if (!progress.canAdvance && !progress.canRevert) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {progress.canRevert && progress.revertTo !== null && (
        <Button
          variant="outlined"
          startIcon={<RevertIcon />}
          onClick={() => setMove('revert')}
          aria-label={`Revert to ${stepLabel(progress, progress.revertTo)}`}
        >
          Revert
        </Button>
      )}
      {progress.canAdvance && progress.advanceTo !== null && (
        <Button
          variant="contained"
          startIcon={<AdvanceIcon />}
          onClick={() => setMove('advance')}
          aria-label={`Advance to ${stepLabel(progress, progress.advanceTo)}`}
        >
          Advance
        </Button>
      )}
      {move && <StepMoveDialog move={move} progress={progress} onClose={() => setMove(undefined)} />}
    </Box>
  );
}
