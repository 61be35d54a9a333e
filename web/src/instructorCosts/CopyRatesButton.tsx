import CopyIcon from '@mui/icons-material/ContentCopy';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { type RateMatrix, useCopyRates } from './costApi';

/**
 * "Copy from the previous period": always confirmed first; when this period has rates of its own, the
 * confirmation says they are replaced (the server refuses a copy over them unless told so).
 */
export function CopyRatesButton({ matrix, disabled }: { matrix: RateMatrix; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const copy = useCopyRates(matrix.AcademicPeriodId);
  const notify = useNotify();
  const previous = matrix.previousPeriod;
  const replacing = matrix.rates.length;
  if (!previous) return null;
  const plural = (count: number) => `${count} rate${count === 1 ? '' : 's'}`;
  return (
    <>
      <Button
        startIcon={<CopyIcon />}
        onClick={() => setOpen(true)}
        disabled={disabled || previous.rateCount === 0 || copy.isPending}
        title={previous.rateCount === 0 ? `${previous.name} has no rates to copy` : undefined}
      >
        Copy from {previous.name}
      </Button>
      <Confirm
        isOpen={open}
        loading={copy.isPending}
        title={`Copy the rates of ${previous.name}?`}
        content={
          replacing > 0
            ? `${matrix.academicPeriodName} has ${plural(replacing)} of its own: they are replaced by the ${plural(previous.rateCount)} of ${previous.name}.`
            : `The ${plural(previous.rateCount)} of ${previous.name} are copied into ${matrix.academicPeriodName}.`
        }
        confirm={replacing > 0 ? 'Replace rates' : 'Copy rates'}
        onConfirm={() =>
          copy.mutate(
            { replace: replacing > 0 },
            {
              onSuccess: () => notify(`Copied the rates of ${previous.name}`, { type: 'success' }),
              onError: (error) => notify(error.message, { type: 'error' }),
              onSettled: () => setOpen(false),
            },
          )
        }
        onClose={() => setOpen(false)}
      />
    </>
  );
}
