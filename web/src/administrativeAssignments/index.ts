import { lazy } from 'react';
import { recordScreens } from '../shared/records/recordScreens';

const forms = () => import('./AdministrativeAssignmentForms');

/**
 * Admin Assignments (spec §2 /administrativeAssignments): the generic page and history from the definition;
 * a list that follows the working period, and forms that pick the instructor among faculty.
 */
export default {
  ...recordScreens('administrativeAssignments'),
  list: lazy(() => import('./AdministrativeAssignmentList')),
  create: lazy(() => forms().then((m) => ({ default: m.AdministrativeAssignmentCreate }))),
  edit: lazy(() => forms().then((m) => ({ default: m.AdministrativeAssignmentEdit }))),
};
