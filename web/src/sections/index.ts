import SectionIcon from '@mui/icons-material/ViewList';
import { lazy } from 'react';
import { recordScreens } from '../shared/records/recordScreens';
import { sectionTitleOf } from './sectionTitles';

/** Sections Offered (spec §2 /sections): the working period's list with bulk points, forms, a page with the meeting. */
export default {
  ...recordScreens('sections'),
  recordRepresentation: sectionTitleOf,
  list: lazy(() => import('./SectionList')),
  create: lazy(() => import('./SectionCreate')),
  edit: lazy(() => import('./SectionEdit')),
  show: lazy(() => import('./SectionShow')),
  icon: SectionIcon,
};
