import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { primaryColorQuery } from './layout/usePrimaryColor';
import { RouterErrorPage } from './pages/RouterErrorPage';
import { getAuthContext } from './providers/authContext';
import { queryClient } from './providers/queryClient';

// The session check, the institution's colour and the shell's chunk start with the page, beside the first
// render (which takes a while): they were a waterfall, each waiting for the one before.
void getAuthContext().catch(() => undefined);
void queryClient.prefetchQuery(primaryColorQuery);
void import('./layout/AppLayout');

/**
 * Real paths (/courses, /academicPeriods/...), not react-admin's default hash routes: the API answers any
 * page path with index.html. A data router, so react-admin can warn about unsaved changes on navigation.
 * The query client is provided above <Admin> too, so the theme can read the primary colour setting.
 */
const router = createBrowserRouter([{ path: '*', element: <App />, errorElement: <RouterErrorPage /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
