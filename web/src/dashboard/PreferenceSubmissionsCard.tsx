import { Alert, Typography } from '@mui/material';
import { ProcessingData } from '../shared/ProcessingData';
import { formatNumber } from '../shared/records/formatting';
import { DashboardCard } from './DashboardCard';
import { Figures } from './Figures';
import { MetricBars, percentOf } from './MetricBars';
import { usePreferenceSubmissionsMetric } from '../preferenceSubmissions/preferenceMetrics';

/** How many faculty submitted their teaching preferences for the period, in all and per workgroup. */
export function PreferenceSubmissionsCard({ periodId }: { periodId: string }) {
  const { data, error, isPending } = usePreferenceSubmissionsMetric(periodId);
  return (
    <DashboardCard title="Preference submissions">
      {isPending ? (
        <ProcessingData />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : data.total.faculty === 0 ? (
        <Typography color="text.secondary">No faculty members receive assignments in this period.</Typography>
      ) : (
        <>
          <Figures
            figures={[
              { label: 'Submitted', value: data.total.submitted },
              { label: 'Faculty', value: data.total.faculty },
              { label: 'Share (%)', value: percentOf(data.total.share), empty: 'None' },
            ]}
          />
          {data.workgroups.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
                By workgroup
              </Typography>
              <MetricBars
                label="Preference submissions by workgroup"
                bars={data.workgroups.map((group) => ({
                  key: group.WorkgroupId,
                  label: group.name,
                  value: `${formatNumber(group.submitted)} of ${formatNumber(group.faculty)} submitted`,
                  share: group.share,
                }))}
              />
            </>
          )}
        </>
      )}
    </DashboardCard>
  );
}
