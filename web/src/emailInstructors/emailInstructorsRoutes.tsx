import { lazy } from 'react';
import { Route } from 'react-router-dom';

const EmailInstructorsPage = lazy(() => import('./EmailInstructorsPage'));

/** Email Instructors (access: the layout's route rules, @tams/access routeAccess: manage Email). */
export const emailInstructorsRoutes = [
  <Route key="/emailInstructors" path="/emailInstructors" element={<EmailInstructorsPage />} />,
];
