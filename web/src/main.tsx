import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

/**
 * Real paths (/courses, /academicPeriods/...), not react-admin's default hash routes: the API answers any
 * page path with index.html. A data router, so react-admin can warn about unsaved changes on navigation.
 */
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
