import CourseIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import { recordScreens } from '../shared/records/recordScreens';

/** The course catalog: generic screens from the courses definition; the page offers the course too. */
export default {
  ...recordScreens('courses'),
  show: lazy(() => import('./CourseShow')),
  icon: CourseIcon,
};
