import { MyAdminList } from '../myWorkload/MyAdminList';
import { MyPageData, MyPageFrame } from '../myWorkload/MyPageFrame';
import type { MyAdminAssignment } from '../myWorkload/myPageTypes';
import { useMyPage } from '../myWorkload/useMyPage';
import type { Period } from '../workingPeriod/periodQueries';

function MyAdminAssignmentsView({ period }: { period: Period }) {
  const query = useMyPage<MyAdminAssignment[]>('adminAssignmentsMine', period.id);
  return (
    <MyPageData query={query} what="your admin assignments">
      {(admin) => <MyAdminList admin={admin} title={`Admin Assignments in ${period.name}`} />}
    </MyPageData>
  );
}

/** Spec §2 My Admin Assignments: the faculty member's administrative work in the working period. */
export function AdminAssignmentsMinePage() {
  return (
    <MyPageFrame title="My Admin Assignments">
      {(period) => <MyAdminAssignmentsView period={period} />}
    </MyPageFrame>
  );
}

export default AdminAssignmentsMinePage;
