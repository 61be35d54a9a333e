import { Alert, Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { ProcessingData } from '../shared/ProcessingData';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import type { Period } from '../workingPeriod/periodQueries';

/** A faculty page: its title, the academic period it shows (the working one), then its content. */
export function MyPageFrame({ title, children }: { title: string; children: (period: Period) => ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <WorkingPeriodGate>
        {(period) => (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Academic period {period.name}
            </Typography>
            {children(period)}
          </>
        )}
      </WorkingPeriodGate>
    </Box>
  );
}

/** Loading and failure of a faculty page's read; the content once it is there. */
export function MyPageData<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T, Error>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ProcessingData />;
  if (query.isError)
    return (
      <Alert severity="error">
        Could not read {what}: {query.error.message}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
