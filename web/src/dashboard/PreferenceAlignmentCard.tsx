import { Alert, Typography } from '@mui/material';
import { ProcessingData } from '../shared/ProcessingData';
import { formatNumber } from '../shared/records/formatting';
import { DashboardCard } from './DashboardCard';
import { Figures } from './Figures';
import { MetricBars, percentOf } from './MetricBars';
import {
  type AlignmentCounts,
  usePreferenceAlignmentMetric,
} from '../preferenceSubmissions/preferenceMetrics';

const countsText = (counts: AlignmentCounts) =>
  `${formatNumber(counts.aligned)} aligned, ${formatNumber(counts.partial)} partial, ` +
  `${formatNumber(counts.notAligned)} not aligned, ${formatNumber(counts.noPreferences)} without preferences`;

/**
 * How well the period's teaching assignments follow their instructors' submitted preferences: the share
 * aligned among those that can be judged (an instructor without preferences cannot), per workgroup.
 */
export function PreferenceAlignmentCard({ periodId }: { periodId: string }) {
  const { data, error, isPending } = usePreferenceAlignmentMetric(periodId);
  return (
    <DashboardCard title="Preference alignment">
      {isPending ? (
        <ProcessingData />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : data.total.assignments === 0 ? (
        <Typography color="text.secondary">No teaching assignments in this period yet.</Typography>
      ) : (
        <>
          <Figures
            figures={[
              { label: 'Aligned', value: data.total.aligned },
              { label: 'Partial', value: data.total.partial },
              { label: 'Not aligned', value: data.total.notAligned },
              { label: 'No preferences', value: data.total.noPreferences },
            ]}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {percentOf(data.total.alignedShare) === null
              ? 'No assignment can be judged yet: their instructors have not submitted preferences.'
              : `${percentOf(data.total.alignedShare)}% of the assignments that can be judged are aligned.`}
          </Typography>
          {data.workgroups.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
                Aligned by workgroup
              </Typography>
              <MetricBars
                label="Preference alignment by workgroup"
                bars={data.workgroups.map((group) => ({
                  key: group.WorkgroupId,
                  label: group.name,
                  value: countsText(group),
                  share: group.alignedShare,
                }))}
              />
            </>
          )}
        </>
      )}
    </DashboardCard>
  );
}
