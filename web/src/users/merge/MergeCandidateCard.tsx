import { Alert, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type Identifier, RecordContextProvider, useGetOne } from 'react-admin';
import { formatDateTime } from '../../shared/records/formatting';
import { userName } from '../../shared/records/recordNames';
import { RoleChips } from '../RoleChips';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

/** One side of the merge: who the chosen user is, so two look-alikes can be told apart. */
export function MergeCandidateCard({ title, userId }: { title: string; userId: Identifier | undefined }) {
  const { data: user, isPending, error } = useGetOne('users', { id: userId! }, { enabled: !!userId });
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 280 }} component="section" aria-label={title}>
      <CardContent>
        <Typography variant="overline" component="h2">
          {title}
        </Typography>
        {!userId && <Typography color="text.secondary">Choose a user above.</Typography>}
        {userId && isPending && <CircularProgress size={24} aria-label={`Loading ${title}`} />}
        {error && <Alert severity="error">{(error as Error).message}</Alert>}
        {user && (
          <Stack spacing={0.5}>
            <Typography variant="h6" component="p">
              {userName(user)}
            </Typography>
            <Line label="Username">{user.username}</Line>
            <Line label="Email">{user.email ?? '—'}</Line>
            <Line label="Employee Id">{user.EmployeeId ?? '—'}</Line>
            <Line label="Roles">
              <RecordContextProvider value={user}>
                <RoleChips />
              </RecordContextProvider>
            </Line>
            <Line label="Active">{user.isActive ? 'Yes' : 'No'}</Line>
            <Line label="Faculty">{user.isFaculty ? 'Yes' : 'No'}</Line>
            <Line label="Faculty profile">
              {user.FacultyProfile === undefined ? '—' : user.FacultyProfile ? 'Yes' : 'None'}
            </Line>
            <Line label="Last login">{user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'}</Line>
            {user.MergedIntoUserId && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                Already merged into another user.
              </Alert>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
