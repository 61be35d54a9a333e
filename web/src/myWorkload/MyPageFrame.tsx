import { Alert, Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ProcessingData } from '../shared/ProcessingData';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import { PeriodSelect } from '../workingPeriod/PeriodSelect';
import { type Period, usePeriods } from '../workingPeriod/periodQueries';

/**
 * A faculty page: its title, the academic period it shows (the working one to start; an earlier one picked
 * here, kept in the address as `?period=`), then its content for that period.
 */
export function MyPageFrame({ title, children }: { title: string; children: (period: Period) => ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <WorkingPeriodGate>
        {(working) => <ChosenPeriod working={working}>{children}</ChosenPeriod>}
      </WorkingPeriodGate>
    </Box>
  );
}

function ChosenPeriod({ working, children }: { working: Period; children: (period: Period) => ReactNode }) {
  const [params, setParams] = useSearchParams();
  const periods = usePeriods(true);
  const asked = params.get('period');
  const period = periods.data?.find((candidate) => String(candidate.id) === asked) ?? working;
  const choose = (id: string) => setParams(id === working.id ? {} : { period: id }, { replace: true });
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <PeriodSelect value={String(period.id)} working={working} onChange={choose} />
      </Box>
      {children({ id: String(period.id), name: period.name })}
    </>
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
