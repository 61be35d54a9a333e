import { lazy } from 'react';
import { Route } from 'react-router-dom';

const LoadSheetPage = lazy(() => import('./LoadSheetPage'));
const CoveragePage = lazy(() => import('./CoveragePage'));

/** The printable workload reports (issue 18 point 7). */
export const printReportPaths = ['/reports/loadSheet', '/reports/coverage'] as const;

export const printReportRoutes = [
  <Route key="/reports/loadSheet" path="/reports/loadSheet" element={<LoadSheetPage />} />,
  <Route key="/reports/coverage" path="/reports/coverage" element={<CoveragePage />} />,
];

/** Where an instructor's load sheet for a period opens (e.g. from their workload page). */
export const loadSheetPath = (userId: string, periodId?: string) =>
  `/reports/loadSheet?UserId=${encodeURIComponent(userId)}${
    periodId ? `&AcademicPeriodId=${encodeURIComponent(periodId)}` : ''
  }`;
