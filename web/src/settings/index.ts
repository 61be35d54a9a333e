import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';

/** System Settings at /settings: one page (no record pages), for those who manage Configuration. */
export default {
  list: lazy(() => import('./SystemSettingsPage')),
  icon: SettingsIcon,
  options: { label: 'System Setting |||| System Settings' },
};
