import { lazy } from 'react';
import { Route } from 'react-router-dom';

const DraftPage = lazy(() => import('./DraftPage'));

/**
 * A draft's page (draftPath), under Section Assignments so the layout's route rule for it (read
 * SectionAssignment) guards it; the API answers a draft to its starter only.
 */
export const autoDraftRoutes = [
  <Route
    key="/sectionAssignments/autoDrafts"
    path="/sectionAssignments/autoDrafts/:id"
    element={<DraftPage />}
  />,
];
