import { lazy } from 'react';
import { Route } from 'react-router-dom';

const DataServicesPage = lazy(() => import('./DataServicesPage'));
const ApiReferencePage = lazy(() => import('./reference/ApiReferencePage'));

/** Data Services and its API reference (access: the layout's route rules, @tams/access routeAccess). */
export const dataServicesRoutes = [
  <Route key="/dataServices" path="/dataServices" element={<DataServicesPage />} />,
  <Route key="/dataServices/api" path="/dataServices/api" element={<ApiReferencePage />} />,
];
