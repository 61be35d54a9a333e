import { Box, Typography } from '@mui/material';
import { statusTextColor } from '../instructors/statusColors';
import { workloadStatusLooks } from '../instructors/WorkloadStatusChip';
import type { WorkloadStatus } from '../instructors/instructorTypes';
import { formatNumber } from '../shared/records/formatting';
import type { WorkloadSummary } from './workloadSummary';

const statuses: WorkloadStatus[] = ['over', 'under', 'met', 'notSet'];

function Figure({ label, value, status }: { label: string; value: string; status?: WorkloadStatus }) {
  return (
    <Box component="div">
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="h6"
        sx={(theme) => ({ m: 0, color: status ? statusTextColor(theme, status) : undefined })}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The totals of the faculty shown: how many, their points, and how many are over, under, met or not set. */
export function WorkloadTotals({ summary }: { summary: WorkloadSummary }) {
  return (
    <Box
      component="dl"
      aria-label="Totals"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, m: 0, mb: 2 }}
      data-testid="workload-totals"
    >
      <Figure label="Faculty" value={formatNumber(summary.facultyCount)} />
      <Figure label="Required" value={formatNumber(summary.pointsRequired)} />
      <Figure label="Assigned" value={formatNumber(summary.pointsAssigned)} />
      <Figure label="Remaining" value={formatNumber(summary.pointsRemaining)} />
      {statuses.map((status) => (
        <Figure
          key={status}
          label={workloadStatusLooks[status].label}
          value={formatNumber(summary.counts[status])}
          status={status}
        />
      ))}
    </Box>
  );
}
