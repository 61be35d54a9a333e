import ProfileIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import { recordScreens } from '../shared/records/recordScreens';

const forms = () => import('./FacultyProfileForms');
const FacultyProfileCreate = lazy(() => forms().then((m) => ({ default: m.FacultyProfileCreate })));
const FacultyProfileEdit = lazy(() => forms().then((m) => ({ default: m.FacultyProfileEdit })));

/**
 * Faculty profiles are shown on their user's page (no list, no page of their own); the generic create and
 * edit return there. Named by their user, whom the form shows.
 */
const { list: _list, show: _show, ...screens } = recordScreens('facultyProfiles');

export default {
  ...screens,
  create: FacultyProfileCreate,
  edit: FacultyProfileEdit,
  icon: ProfileIcon,
  recordRepresentation: () => '',
};
