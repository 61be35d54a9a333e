import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Loading, Notification, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import academicPeriods from './academicPeriods';
import academicTerms from './academicTerms';
import academicTermTypes from './academicTermTypes';
import apiKeys from './apiKeys';
import courses from './courses';
import facultyProfiles from './facultyProfiles';
import financialData from './financialData';
import { AppLayout } from './layout/AppLayout';
import { theme } from './layout/theme';
import { Unauthorized } from './layout/Unauthorized';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import settings from './settings';
import users from './users';
import workgroups from './workgroups';

const LazyLoginPage = lazy(() => import('./login/LoginPage'));
const UserMergePage = lazy(() => import('./users/merge/UserMergePage'));

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
 * TAMS. The menu lists the resources the user may list (authProvider.canAccess); resources without a list
 * of their own (terms, faculty profiles, financial data: they live on their parent's page) have no menu
 * entry. /users/merge is a custom route, which react-router ranks before the users resource's /users/:id.
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
      layout={AppLayout}
      theme={theme}
      notification={AppNotification}
      accessDenied={Unauthorized}
    >
      <CustomRoutes>
        <Route path="/users/merge" element={<UserMergePage />} />
      </CustomRoutes>
      <Resource name="courses" {...courses} />
      <Resource name="academicPeriods" {...academicPeriods} />
      <Resource name="workgroups" {...workgroups} />
      <Resource name="users" {...users} />
      <Resource name="apikeys" {...apiKeys} />
      <Resource name="settings" {...settings} />
      <Resource name="academicTermTypes" {...academicTermTypes} />
      <Resource name="academicTerms" {...academicTerms} />
      <Resource name="facultyProfiles" {...facultyProfiles} />
      <Resource name="financialData" {...financialData} />
    </Admin>
  );
}
