import DarkIcon from '@mui/icons-material/Brightness4';
import LightIcon from '@mui/icons-material/Brightness7';
import { IconButton, Tooltip } from '@mui/material';
import { useIsMasquerading } from '../useIsMasquerading';
import { useUserTheme } from './useUserTheme';

/**
 * Dark/light (spec §2), saved in the user's setting; off while masquerading (it would save the other user's).
 * Off is aria-disabled, not disabled: a disabled button takes no focus or hover, and then nobody could read
 * why it is off.
 */
export function ThemeToggle() {
  const masquerading = useIsMasquerading();
  const { theme, toggle } = useUserTheme();
  const label = masquerading
    ? 'Theme toggle disabled while masquerading'
    : theme === 'dark'
      ? 'Switch to light theme'
      : 'Switch to dark theme';
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-disabled={masquerading}
        onClick={masquerading ? undefined : toggle}
        sx={masquerading ? { opacity: 0.5, cursor: 'not-allowed' } : undefined}
      >
        {theme === 'dark' ? <LightIcon /> : <DarkIcon />}
      </IconButton>
    </Tooltip>
  );
}
