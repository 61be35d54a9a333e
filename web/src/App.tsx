import { lazy, Suspense } from 'react';
import { Admin, Loading, Notification, Resource } from 'react-admin';
import academicPeriods from './academicPeriods';
import academicTerms from './academicTerms';
import academicTermTypes from './academicTermTypes';
import courses from './courses';
import { theme } from './layout/theme';
import { Unauthorized } from './layout/Unauthorized';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import workgroups from './workgroups';

const LazyLoginPage = lazy(() => import('./login/LoginPage'));

const LoginPage = () => (
  <Suspense fallback={<Loading />}>
    <LazyLoginPage />
  </Suspense>
);

/** Spec §9: toasts bottom-left, hidden after 5 s. */
const AppNotification = () => (
  <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} autoHideDuration={5000} />
);

/**
 * TAMS. The menu lists the resources the user may list (authProvider.canAccess); academicTerms has no list
 * of its own (terms live on their period's page), so no menu entry.
 */
export function App() {
  return (
    <Admin
      disableTelemetry
      requireAuth
      title="TAMS"
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      loginPage={LoginPage}
      theme={theme}
      notification={AppNotification}
      accessDenied={Unauthorized}
    >
      <Resource name="courses" {...courses} />
      <Resource name="academicPeriods" {...academicPeriods} />
      <Resource name="workgroups" {...workgroups} />
      <Resource name="academicTermTypes" {...academicTermTypes} />
      <Resource name="academicTerms" {...academicTerms} />
    </Admin>
  );
}
