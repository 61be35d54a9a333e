import { Alert, Typography } from '@mui/material';
import { useAbility } from '../providers/useAbility';
import { ProcessingData } from '../shared/ProcessingData';
import { PanelSection } from '../shared/records/PanelSection';
import { ProgressControls } from './ProgressControls';
import { ProgressHistory } from './ProgressHistory';
import { useProgressSteps } from './progressQueries';
import { ProgressStepper } from './ProgressStepper';

/** The academic period page's "Progress" part: the steps, Advance / Revert, and the history of moves. */
export function ProgressPanel({ periodId }: { periodId: string }) {
  const { data, error, isPending } = useProgressSteps(periodId);
  const { ability } = useAbility();
  return (
    <PanelSection title="Progress" actions={data && <ProgressControls progress={data} />}>
      {isPending ? (
        <ProcessingData />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <>
          <Typography>
            Step {data.currentStep} of {data.steps.length}:{' '}
            <strong>{data.steps[data.currentStep - 1]?.name}</strong>
            {data.publishedForFaculty && ' (published to faculty)'}
          </Typography>
          <ProgressStepper progress={data} />
          {ability.can('read', 'ProgressAction') && (
            <>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                Step history
              </Typography>
              <ProgressHistory periodId={periodId} />
            </>
          )}
        </>
      )}
    </PanelSection>
  );
}
