import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import academicPeriods from './academicPeriods';
import academicTerms from './academicTerms';
import academicTermTypes from './academicTermTypes';
import administrativeAssignments from './administrativeAssignments';
import apiKeys from './apiKeys';
import { autoDraftRoutes } from './autoDraft/autoDraftRoutes';
import { comingSoonRoutes } from './comingSoonRoutes';
import { dataServicesRoutes } from './dataServices/dataServicesRoutes';
import { emailInstructorsRoutes } from './emailInstructors/emailInstructorsRoutes';
import courseOfferings from './courseOfferings';
import courses from './courses';
import { effortReferenceResources, effortReferenceRoutes } from './effort/reference/effortReferencePages';
import { effortOverviewRoutes } from './effort/overviewRoutes';
import { effortImportRoutes } from './effort/importRoutes';
import { printReportRoutes } from './reports/print/printRoutes';
import { reportRoutes } from './reports/reportRoutes';
import facultyProfiles from './facultyProfiles';
import financialData from './financialData';
import instructors from './instructors';
import { AppNotifications } from './layout/AppNotifications';
import { TamsAdmin } from './layout/TamsAdmin';
import { themesFor } from './layout/theme/themes';
import { Unauthorized } from './layout/Unauthorized';
import { usePrimaryColor } from './layout/usePrimaryColor';
import { AppErrorPage } from './pages/AppErrorPage';
import locations from './locations';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { referenceDataResources } from './referenceData';
import sections from './sections';
import settings from './settings';
import { ProcessingData } from './shared/ProcessingData';
import taxonomies from './taxonomies';
import { taxonomyRoutes, taxonomyTermResources } from './taxonomies/taxonomyTerms';
import users from './users';
import workgroups from './workgroups';

const LazyLoginPage = lazy(() => import('./login/LoginPage'));
const LazyNotFoundPage = lazy(() =>
  import('./pages/NotFoundPage').then((page) => ({ default: page.NotFoundPage })),
);
const LazyAuthenticationErrorPage = lazy(() => import('./pages/AuthenticationErrorPage'));
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const LazyAppLayout = lazy(() => import('./layout/AppLayout'));
const UserMergePage = lazy(() => import('./users/merge/UserMergePage'));
const ClonePage = lazy(() => import('./cloning/ClonePage'));
const SchedulePage = lazy(() => import('./schedule/SchedulePage'));
const StyleGuidePage = lazy(() => import('./developer/StyleGuidePage'));
const FormFieldsGalleryPage = lazy(() => import('./developer/FormFieldsGalleryPage'));
const SectionAssignmentsPage = lazy(() => import('./sectionAssignments/SectionAssignmentsPage'));
const InstructorWorkloadPage = lazy(() => import('./instructorWorkload/InstructorWorkloadPage'));
const InstructorWorkloadDetail = lazy(() => import('./instructorWorkload/InstructorWorkloadDetail'));
const MyWorkloadPage = lazy(() => import('./myWorkload/MyWorkloadPage'));
const MySchedulePage = lazy(() => import('./mySchedule/MySchedulePage'));
const MySharedTeachingPage = lazy(() => import('./mySharedTeaching/MySharedTeachingPage'));
const AdminAssignmentsMinePage = lazy(() => import('./adminAssignmentsMine/AdminAssignmentsMinePage'));
const TeachingPreferencesMinePage = lazy(
  () => import('./teachingPreferencesMine/TeachingPreferencesMinePage'),
);
const PreferenceSubmissionsPage = lazy(() => import('./preferenceSubmissions/PreferenceSubmissionsPage'));
const HistoryPage = lazy(() => import('./history/HistoryPage'));
const InstructorCostsPage = lazy(() => import('./instructorCosts/InstructorCostsPage'));
const PlanReviewPage = lazy(() => import('./workgroupApprovals/PlanReviewPage'));

const LoginPage = () => (
  <Suspense fallback={<ProcessingData />}>
    <LazyLoginPage />
  </Suspense>
);

const NotFoundPage = () => (
  <Suspense fallback={<ProcessingData />}>
    <LazyNotFoundPage />
  </Suspense>
);

const AuthenticationErrorPage = () => (
  <Suspense fallback={<ProcessingData />}>
    <LazyAuthenticationErrorPage />
  </Suspense>
);

/** The shell is a chunk of its own: the login page and the session check do not wait for it. */
const AppLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<ProcessingData />}>
    <LazyAppLayout>{children}</LazyAppLayout>
  </Suspense>
);

/**
 * TAMS. The layout holds the shell (menu and route rules from @tams/access routeAccess); pages are lazy.
 * Pages of the spec not built yet answer "coming soon" inside the shell. Custom routes are ranked by
 * react-router before the resources' own (/users/merge before /users/:id).
 */
export function App() {
  const primaryColor = usePrimaryColor();
  const { lightTheme, darkTheme } = useMemo(() => themesFor(primaryColor.color), [primaryColor.color]);
  if (!primaryColor.settled) return null; // asked for with the page (main.tsx): a moment at most
  return (
    <TamsAdmin
      disableTelemetry
      requireAuth
      title="TAMS"
      dashboard={Dashboard}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      loginPage={LoginPage}
      layout={AppLayout}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      defaultTheme="dark"
      notification={AppNotifications}
      accessDenied={Unauthorized}
      catchAll={NotFoundPage}
      authenticationError={AuthenticationErrorPage}
      error={AppErrorPage}
    >
      <CustomRoutes>
        <Route path="/users/merge" element={<UserMergePage />} />
        <Route path="/cloning" element={<ClonePage />} />
        <Route path="/schedule" element={<SchedulePage />} />
        <Route path="/styles" element={<StyleGuidePage />} />
        <Route path="/styles/formik-fields" element={<FormFieldsGalleryPage />} />
        <Route path="/sectionAssignments" element={<SectionAssignmentsPage />} />
        <Route path="/instructorWorkload" element={<InstructorWorkloadPage />} />
        <Route path="/instructorWorkload/:userId" element={<InstructorWorkloadDetail />} />
        <Route path="/myWorkload" element={<MyWorkloadPage />} />
        <Route path="/mySchedule" element={<MySchedulePage />} />
        <Route path="/mySharedTeaching" element={<MySharedTeachingPage />} />
        <Route path="/adminAssignmentsMine" element={<AdminAssignmentsMinePage />} />
        <Route path="/teachingPreferencesMine" element={<TeachingPreferencesMinePage />} />
        <Route path="/instructors/preferenceSubmissions" element={<PreferenceSubmissionsPage />} />
        <Route path="/history" element={<HistoryPage />} />
        <Route path="/instructorCosts" element={<InstructorCostsPage />} />
        <Route path="/workgroupApprovals/:periodId/:workgroupId" element={<PlanReviewPage />} />
        {taxonomyRoutes}
        {effortReferenceRoutes}
        {effortOverviewRoutes}
        {effortImportRoutes}
        {dataServicesRoutes}
        {emailInstructorsRoutes}
        {autoDraftRoutes}
        {printReportRoutes}
        {reportRoutes}
        {comingSoonRoutes}
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
      <Resource name="courseOfferings" {...courseOfferings} />
      <Resource name="sections" {...sections} />
      <Resource name="locations" {...locations} />
      <Resource name="instructors" {...instructors} />
      <Resource name="administrativeAssignments" {...administrativeAssignments} />
      <Resource name="taxonomies" {...taxonomies} />
      {Object.entries(taxonomyTermResources).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      {Object.entries(referenceDataResources).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
      {Object.entries(effortReferenceResources).map(([name, screens]) => (
        <Resource key={name} name={name} {...screens} />
      ))}
    </TamsAdmin>
  );
}
