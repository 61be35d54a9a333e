import OfferingIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';
import { recordScreens } from '../shared/records/recordScreens';

/**
 * Course offerings (spec §2 /courseOfferings): the working period's list, create from the catalog, the
 * generic edit (points), and a page with term modes and sections.
 */
export default {
  ...recordScreens('courseOfferings'),
  list: lazy(() => import('./CourseOfferingList')),
  create: lazy(() => import('./CourseOfferingCreate')),
  show: lazy(() => import('./CourseOfferingShow')),
  icon: OfferingIcon,
};
