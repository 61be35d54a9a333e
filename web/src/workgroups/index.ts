import WorkgroupIcon from '@mui/icons-material/Groups';
import { lazy } from 'react';
import { recordScreens } from '../shared/records/recordScreens';

/** Workgroups: generic list, create and edit; a page with their members. */
export default {
  ...recordScreens('workgroups'),
  show: lazy(() => import('./WorkgroupShow')),
  icon: WorkgroupIcon,
};
