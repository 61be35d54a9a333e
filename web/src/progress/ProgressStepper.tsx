import { Box, Step, StepLabel, Stepper, Typography, useMediaQuery, type Theme } from '@mui/material';
import { visuallyHidden } from '../shared/visuallyHidden';
import type { ProgressSteps } from './progressTypes';

const statusWords = { done: 'done', current: 'current step', upcoming: 'upcoming' } as const;

/** The period's eight steps, done ones checked and the current one marked in words as well as colour. */
export function ProgressStepper({ progress }: { progress: ProgressSteps }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  return (
    <Stepper
      component="ol"
      activeStep={progress.currentStep - 1}
      orientation={narrow ? 'vertical' : 'horizontal'}
      alternativeLabel={!narrow}
      aria-label={`Progress steps of ${progress.periodName}`}
      sx={{ listStyle: 'none', p: 0, my: 2 }}
    >
      {progress.steps.map((step) => (
        <Step
          key={step.number}
          component="li"
          completed={step.status === 'done'}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <StepLabel
            optional={
              step.status === 'current' ? (
                <Typography variant="caption" color="primary" aria-hidden>
                  Current
                </Typography>
              ) : undefined
            }
          >
            {step.name}
            <Box component="span" sx={visuallyHidden}>
              {` (step ${step.number}, ${statusWords[step.status]})`}
            </Box>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
