import { lazy } from 'react';
import { Route } from 'react-router-dom';

const ReportsPage = lazy(() => import('./ReportsPage'));
const ReportBuilderPage = lazy(() => import('./ReportBuilderPage'));
const CustomReportsPage = lazy(() => import('./CustomReportsPage'));
const SnapshotPage = lazy(() => import('./SnapshotPage'));
const DataExportsPage = lazy(() => import('./DataExportsPage'));

/**
 * Reports (DESIGN §15). Access: the layout's route rules (/reports: read Report; /reports/admin: manage
 * Report); the exports page checks create DataExport itself. Static segments outrank `:reportType`.
 */
export const reportRoutes = [
  <Route key="/reports" path="/reports" element={<ReportsPage />} />,
  <Route key="/reports/admin" path="/reports/admin" element={<CustomReportsPage />} />,
  <Route key="/reports/exports" path="/reports/exports" element={<DataExportsPage />} />,
  <Route key="/reports/snapshots" path="/reports/snapshots/:id" element={<SnapshotPage />} />,
  <Route key="/reports/:reportType" path="/reports/:reportType" element={<ReportBuilderPage />} />,
];

/** The route rules' paths these pages build (for comingSoonRoutes' builtPaths). */
export const reportBuiltPaths = ['/reports', '/reports/admin'];
