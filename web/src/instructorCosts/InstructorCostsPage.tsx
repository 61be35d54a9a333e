import { Alert, Card, CardContent, Typography } from '@mui/material';
import { MyPageFrame } from '../myWorkload/MyPageFrame';
import { ProcessingData } from '../shared/ProcessingData';
import type { Period } from '../workingPeriod/periodQueries';
import { useRateMatrix } from './costApi';
import { PeriodCosts } from './PeriodCosts';
import { RateMatrixEditor } from './RateMatrixEditor';

function PeriodRates({ period }: { period: Period }) {
  const matrix = useRateMatrix(period.id);
  if (matrix.isPending) return <ProcessingData />;
  if (matrix.isError) return <Alert severity="error">Could not read the rates: {matrix.error.message}</Alert>;
  // keyed by the period: a new period starts with no unsaved edits
  return <RateMatrixEditor key={period.id} matrix={matrix.data} onReload={() => void matrix.refetch()} />;
}

/**
 * Spec §2 Instructor Cost Matrix (/instructorCosts, manage FinancialData; DESIGN §17): a period's rates by
 * instructor type and rank, and what they make each instructor, section, course and workgroup cost. The
 * costs are computed at each read, and live updates refetch them when assignments or rates change.
 */
export function InstructorCostsPage() {
  return (
    <MyPageFrame title="Instructor Cost Matrix">
      {(period) => (
        <>
          <Card variant="outlined" sx={{ mb: 3 }}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Rates of {period.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Cost per point up to an instructor&rsquo;s required points; the overload rate per point above
                them.
              </Typography>
              <PeriodRates period={period} />
            </CardContent>
          </Card>
          <Typography variant="h6" component="h2" gutterBottom>
            Costs in {period.name}
          </Typography>
          <PeriodCosts periodId={period.id} />
        </>
      )}
    </MyPageFrame>
  );
}

export default InstructorCostsPage;
