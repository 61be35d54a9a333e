import DoneIcon from '@mui/icons-material/CheckCircle';
import FailedIcon from '@mui/icons-material/ErrorOutline';
import RunningIcon from '@mui/icons-material/HourglassTop';
import type { StatusLook } from '../StatusChip';

/** How an import's status shows in a history (a word and an icon, never colour alone). */
export const importStatusLooks: Record<'running' | 'completed' | 'failed', StatusLook> = {
  running: { label: 'Running', palette: 'info', icon: <RunningIcon /> },
  completed: { label: 'Completed', palette: 'success', icon: <DoneIcon /> },
  failed: { label: 'Failed', palette: 'error', icon: <FailedIcon /> },
};
