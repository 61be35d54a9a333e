import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { locale } from '../shared/records/formatting';
import {
  type PreferenceSubmissionsMetric as Metric,
  usePreferenceSubmissionsMetric,
} from './preferenceMetrics';

const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
const shareText = (share: number | null) => (share === null ? '—' : percent.format(share));

/** A share as a bar with its number beside it (the bar alone would say it in colour only). */
function ShareBar({ share, label }: { share: number | null; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 160 }}>
      <LinearProgress
        variant="determinate"
        value={(share ?? 0) * 100}
        aria-label={label}
        aria-valuetext={shareText(share)}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {shareText(share)}
      </Typography>
    </Box>
  );
}

function MetricBody({ metric }: { metric: Metric }) {
  const { total } = metric;
  return (
    <>
      <Typography data-testid="submissions-total" sx={{ mb: 1 }}>
        {total.submitted} of {total.faculty} faculty submitted
      </Typography>
      <ShareBar share={total.share} label="Share of faculty who submitted" />
      {metric.workgroups.length > 0 && (
        <Table size="small" aria-label="Submissions by workgroup" sx={{ mt: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>Workgroup</TableCell>
              <TableCell align="right">Submitted</TableCell>
              <TableCell align="right">Faculty</TableCell>
              <TableCell>Share</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {metric.workgroups.map((workgroup) => (
              <TableRow key={workgroup.WorkgroupId}>
                <TableCell>{workgroup.name}</TableCell>
                <TableCell align="right">{workgroup.submitted}</TableCell>
                <TableCell align="right">{workgroup.faculty}</TableCell>
                <TableCell>
                  <ShareBar share={workgroup.share} label={`Share of ${workgroup.name} who submitted`} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/** PreferenceSubmissionsMetric: how many faculty submitted their preferences, overall and per workgroup. */
export function SubmissionsMetric({ periodId, periodName }: { periodId: string; periodName: string }) {
  const metric = usePreferenceSubmissionsMetric(periodId);
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          Preferences submitted in {periodName}
        </Typography>
        {metric.isPending ? (
          <CircularProgress size={24} aria-label="Loading the submissions metric" />
        ) : metric.isError ? (
          <Alert severity="error">Could not read the metric: {metric.error.message}</Alert>
        ) : (
          <MetricBody metric={metric.data} />
        )}
      </CardContent>
    </Card>
  );
}
