import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { DashboardCard } from '../dashboard/DashboardCard';
import { ProcessingData } from '../shared/ProcessingData';
import { ProgressControls } from './ProgressControls';
import { useProgressSteps } from './progressQueries';

/** The dashboard's progress of the working period: its step, how far along, and Advance / Revert. */
export function ProgressCard({ periodId }: { periodId: string }) {
  const { data, error, isPending } = useProgressSteps(periodId);
  return (
    <DashboardCard title="Progress">
      {isPending ? (
        <ProcessingData />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <>
          <Typography data-testid="progress-current-step">
            Step {data.currentStep} of {data.steps.length}:{' '}
            <strong>{data.steps[data.currentStep - 1]?.name}</strong>
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(data.currentStep / data.steps.length) * 100}
            aria-label={`Step ${data.currentStep} of ${data.steps.length}`}
            sx={{ my: 2, height: 8, borderRadius: 1 }}
          />
          {data.currentStep < data.steps.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Next: {data.steps[data.currentStep]?.name}
            </Typography>
          )}
          {data.publishedForFaculty && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Published to faculty.
            </Typography>
          )}
          <Box>
            <ProgressControls progress={data} />
          </Box>
        </>
      )}
    </DashboardCard>
  );
}
