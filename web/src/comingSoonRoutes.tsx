import { routeRules } from '@tams/access';
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { effortReferenceBuiltPaths } from './effort/reference/effortReferencePages';
import { printReportPaths } from './reports/print/printRoutes';
import { reportBuiltPaths } from './reports/reportRoutes';
import { referenceDataResources } from './referenceData';
import { ProcessingData } from './shared/ProcessingData';

const ComingSoonPage = lazy(() =>
  import('./pages/ComingSoonPage').then((page) => ({ default: page.ComingSoonPage })),
);

/** The spec's pages this build has screens for: every other route of the rules shows "coming soon". */
const builtPaths = new Set([
  '/',
  '/courses',
  '/academicPeriods',
  '/workgroups',
  '/users',
  '/users/merge',
  '/cloning',
  '/apikeys',
  '/settings',
  '/academicTermTypes',
  '/courseOfferings',
  '/sections',
  '/schedule',
  '/locations',
  '/taxonomies',
  ...Object.keys(referenceDataResources).map((name) => `/${name}`),
  '/styles',
  '/styles/formik-fields',
  '/sectionAssignments',
  '/instructors',
  '/instructorWorkload',
  '/administrativeAssignments',
  '/myWorkload',
  '/mySchedule',
  '/mySharedTeaching',
  '/adminAssignmentsMine',
  '/teachingPreferencesMine',
  ...effortReferenceBuiltPaths,
  '/effort',
  '/effort/timeline/position',
  '/effort/myEffort',
  '/effort/myTeaching',
  '/effort/import',
  ...printReportPaths,
  ...reportBuiltPaths,
  '/effort/classificationRules',
  '/dataServices',
  '/emailInstructors',
  '/instructorCosts',
]);

/** One route per page not built yet, under its own path and everything below it. */
export const comingSoonRoutes = routeRules
  .filter((rule) => !builtPaths.has(rule.path))
  .map((rule) => (
    <Route
      key={rule.path}
      path={`${rule.path}/*`}
      element={
        <Suspense fallback={<ProcessingData />}>
          <ComingSoonPage title={rule.label} />
        </Suspense>
      }
    />
  ));
