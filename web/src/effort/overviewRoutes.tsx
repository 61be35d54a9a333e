import { lazy } from 'react';
import { Route } from 'react-router-dom';

const EffortOverviewPage = lazy(() => import('./overview/EffortOverviewPage'));
const PositionTimelinePage = lazy(() => import('./timeline/PositionTimelinePage'));
const MyEffortPage = lazy(() => import('./mine/MyEffortPage'));
const MyTeachingPage = lazy(() => import('./mine/MyTeachingPage'));

/** DESIGN §14's overview, position timeline and faculty pages (the layout's route rules guard them). */
export const effortOverviewRoutes = [
  <Route key="/effort" path="/effort" element={<EffortOverviewPage />} />,
  <Route
    key="/effort/timeline/position"
    path="/effort/timeline/position/:positionId"
    element={<PositionTimelinePage />}
  />,
  <Route key="/effort/myEffort" path="/effort/myEffort" element={<MyEffortPage />} />,
  <Route key="/effort/myTeaching" path="/effort/myTeaching" element={<MyTeachingPage />} />,
];
