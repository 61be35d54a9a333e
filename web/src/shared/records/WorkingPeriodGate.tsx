import { Alert, Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { type Period, useWorkingPeriod } from '../../workingPeriod/periodQueries';

/**
 * Renders a period's page (its offerings, its sections) for the user's working academic period, once it is
 * known. Changing the working period refreshes this query (and every other), so the page follows it.
 */
export function WorkingPeriodGate({ children }: { children: (period: Period) => ReactNode }) {
  const working = useWorkingPeriod();
  if (working.isPending) return <Loading />;
  if (working.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">Could not read your working academic period: {working.error.message}</Alert>
      </Box>
    );
  }
  if (!working.data) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="info">
          There is no academic period to work in yet. Once an academic period is set as the system&rsquo;s
          active one, its records appear here.
        </Alert>
      </Box>
    );
  }
  return <>{children(working.data)}</>;
}
