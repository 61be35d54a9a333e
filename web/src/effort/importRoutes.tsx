import { lazy } from 'react';
import { Route } from 'react-router-dom';

const EffortImportPage = lazy(() => import('./import/EffortImportPage'));
const ClassificationRulesPage = lazy(() => import('./rules/ClassificationRulesPage'));

/** Import Effort and Classification Rules (access: the layout's route rules, @tams/access routeAccess). */
export const effortImportRoutes = [
  <Route key="/effort/import" path="/effort/import" element={<EffortImportPage />} />,
  <Route
    key="/effort/classificationRules"
    path="/effort/classificationRules"
    element={<ClassificationRulesPage />}
  />,
];
