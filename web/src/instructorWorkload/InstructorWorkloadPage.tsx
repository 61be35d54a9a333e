import { Alert, Box, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useStore } from 'react-admin';
import type { InstructorRow } from '../instructors/instructorTypes';
import { ProcessingData } from '../shared/ProcessingData';
import { PanelEmpty } from '../shared/records/PanelSection';
import { WorkingPeriodGate } from '../shared/records/WorkingPeriodGate';
import type { Period } from '../workingPeriod/periodQueries';
import { maxFaculty, useWorkloadRows } from './useWorkloadRows';
import { WorkgroupTotalsTable } from './WorkgroupTotalsTable';
import { WorkloadTable } from './WorkloadTable';
import { WorkloadTotals } from './WorkloadTotals';
import { summarize, summarizeByWorkgroup } from './workloadSummary';

const allWorkgroups = 'all';

function workgroupsOf(rows: InstructorRow[]) {
  const byId = new Map<string, string>();
  for (const row of rows) for (const workgroup of row.Workgroups) byId.set(workgroup.id, workgroup.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

function PeriodWorkload({ period }: { period: Period }) {
  const query = useWorkloadRows(period.id);
  const [workgroupId, setWorkgroupId] = useStore('instructorWorkload.workgroup', allWorkgroups);
  const rows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const workgroups = useMemo(() => workgroupsOf(rows), [rows]);
  const chosen = workgroups.find((workgroup) => workgroup.id === workgroupId);
  const shown = useMemo(
    () => (chosen ? rows.filter((row) => row.Workgroups.some((w) => w.id === chosen.id)) : rows),
    [rows, chosen],
  );
  if (query.isPending) return <ProcessingData />;
  if (query.isError)
    return <Alert severity="error">Could not read the workload: {query.error.message}</Alert>;
  if (rows.length === 0) return <PanelEmpty>No faculty in {period.name} yet.</PanelEmpty>;
  return (
    <>
      {query.data.total > rows.length && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Showing the first {maxFaculty} of {query.data.total} faculty members.
        </Alert>
      )}
      <TextField
        select
        label="Workgroup"
        size="small"
        value={chosen ? chosen.id : allWorkgroups}
        onChange={(event) => setWorkgroupId(event.target.value)}
        sx={{ minWidth: 240, maxWidth: 360, mb: 2, display: 'flex' }}
      >
        <MenuItem value={allWorkgroups}>All workgroups</MenuItem>
        {workgroups.map((workgroup) => (
          <MenuItem key={workgroup.id} value={workgroup.id}>
            {workgroup.name}
          </MenuItem>
        ))}
      </TextField>
      <WorkloadTotals summary={summarize(chosen?.name ?? 'All faculty', shown)} />
      {!chosen && workgroups.length > 0 && (
        <>
          <Typography variant="h6" component="h2">
            By workgroup
          </Typography>
          <WorkgroupTotalsTable groups={summarizeByWorkgroup(rows)} />
        </>
      )}
      <Typography variant="h6" component="h2">
        {chosen ? `Faculty of ${chosen.name}` : 'Faculty'}
      </Typography>
      <WorkloadTable rows={shown} label={`Workload of each faculty member in ${period.name}`} />
    </>
  );
}

/**
 * Spec §2 /instructorWorkload: every faculty member's points in the working academic period, totals, how many
 * are over and under, by workgroup or for one workgroup.
 */
export function InstructorWorkloadPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Instructor Workload" />
      <Typography variant="h4" component="h1" gutterBottom>
        Instructor Workload
      </Typography>
      <WorkingPeriodGate>
        {(period) => (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Academic period {period.name}
            </Typography>
            <PeriodWorkload period={period} />
          </>
        )}
      </WorkingPeriodGate>
    </Box>
  );
}

export default InstructorWorkloadPage;
