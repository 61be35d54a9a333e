import UserIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { userName } from '../shared/records/recordNames';

/** Users (spec §2 /users): list, create, edit, and a page with profile, financial data and masquerade. */
export default {
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
  show: lazy(() => import('./UserShow')),
  icon: UserIcon,
  recordRepresentation: userName,
  options: { label: 'User |||| Users' },
};
