import { Card, CardContent, Typography } from '@mui/material';
import { WorkloadNumbers } from '../instructors/WorkloadNumbers';
import type { Period } from '../workingPeriod/periodQueries';
import { MyAdminList } from './MyAdminList';
import { MyPageData, MyPageFrame } from './MyPageFrame';
import { type MyWorkload, workloadStatusOf } from './myPageTypes';
import { MyTeachingList } from './MyTeachingList';
import { isUnpublished, NotPublishedNotice } from './NotPublishedNotice';
import { useMyPage } from './useMyPage';

function MyWorkloadView({ period }: { period: Period }) {
  const query = useMyPage<MyWorkload>('myWorkload', period.id);
  return (
    <MyPageData query={query} what="your workload">
      {(workload) =>
        isUnpublished(workload) ? (
          <>
            <NotPublishedNotice periodName={period.name} />
            {workload.admin.length > 0 && <MyAdminList admin={workload.admin} title="Admin Assignments" />}
          </>
        ) : (
          <>
            <Card variant="outlined" sx={{ mb: 2 }}>
              <CardContent>
                <WorkloadNumbers
                  title={`Your points in ${period.name}`}
                  figures={{
                    ...workload,
                    workloadStatus: workloadStatusOf(workload.pointsRequired, workload.pointsAssigned),
                  }}
                />
                {workload.pointsRequired === null && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Your required points for this period are not set yet.
                  </Typography>
                )}
              </CardContent>
            </Card>
            <MyTeachingList teaching={workload.teaching} />
            <MyAdminList admin={workload.admin} title="Admin Assignments" />
          </>
        )
      }
    </MyPageData>
  );
}

/** Spec §2 My Workload: the faculty member's points in the working period, and the assignments behind them. */
export function MyWorkloadPage() {
  return <MyPageFrame title="My Workload">{(period) => <MyWorkloadView period={period} />}</MyPageFrame>;
}

export default MyWorkloadPage;
