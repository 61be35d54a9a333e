import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { CloneForm } from './CloneForm';
import { CloneProgress } from './CloneProgress';
import { CloneReport } from './CloneReport';
import { isFinished } from './cloningApi';
import { useCloneJob } from './useCloneJob';

/**
 * Spec §2 Clone Resources (/cloning; `manage` on Clone, guarded by the layout's route rules): copy the
 * offerings and sections of one academic period into another as a background job, with its progress
 * from the socket and, at the end, what it created and skipped. Running it again creates nothing twice.
 */
export function ClonePage() {
  const { job, start } = useCloneJob();
  return (
    <>
      <Title title="Clone Resources" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Copy the course offerings and sections of one academic period into another. Terms are matched by
            their term type; enrollments and assignments start empty.
          </Typography>
          <CloneForm busy={!!job && !isFinished(job)} onClone={start} />
          {job && <CloneProgress job={job} />}
          {job?.result && <CloneReport result={job.result} />}
        </CardContent>
      </Card>
    </>
  );
}

export default ClonePage;
