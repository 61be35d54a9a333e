import PeriodIcon from '@mui/icons-material/DateRange';
import { lazy } from 'react';
import { recordScreens } from '../shared/records/recordScreens';

/** Academic periods: generic create and edit; a list with the "System Active" chip; a show page with terms. */
export default {
  ...recordScreens('academicPeriods'),
  list: lazy(() => import('./AcademicPeriodList')),
  show: lazy(() => import('./AcademicPeriodShow')),
  icon: PeriodIcon,
};
