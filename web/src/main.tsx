import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { RouterErrorPage } from './pages/RouterErrorPage';
import { queryClient } from './providers/queryClient';

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
