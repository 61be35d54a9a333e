import { Alert, Box, Skeleton, Typography } from '@mui/material';
import type { AuthContext } from '@tams/access';
import { usePermissions } from 'react-admin';
import { useIsMasquerading } from '../layout/useIsMasquerading';
import { useAbility } from '../providers/useAbility';
import { useSystemActivePeriod, useWorkingPeriod } from './periodQueries';
import { WorkingPeriodSelect } from './WorkingPeriodSelect';

const compactAlert = {
  mt: 1,
  py: 0,
  px: 1,
  fontSize: '0.75rem',
  '& .MuiAlert-icon': { mr: 0.75, py: 0.5, fontSize: '1rem' },
  '& .MuiAlert-message': { py: 0.5 },
};

/**
 * The working academic period (spec §2), for the sidebar: those who manage periods choose theirs (not while
 * masquerading); the others read its name. A warning shows while it is not the system's active period.
 */
export function WorkingPeriodControl() {
  const { permissions } = usePermissions<AuthContext>();
  const { ability } = useAbility();
  const masquerading = useIsMasquerading();
  const working = useWorkingPeriod();
  const systemActive = useSystemActivePeriod();

  if (working.isPending || systemActive.isPending) {
    return (
      <Box sx={{ pt: 1 }}>
        <Skeleton variant="rounded" height={40} />
      </Box>
    );
  }
  const current = working.data ?? null;
  const active = systemActive.data ?? null;
  return (
    <Box sx={{ pt: 1 }} data-testid="working-period-control">
      {ability.can('manage', 'AcademicPeriod') ? (
        <WorkingPeriodSelect
          userId={permissions?.workingUserId}
          working={current}
          systemActive={active}
          masquerading={masquerading}
        />
      ) : (
        <>
          <Typography variant="caption" component="div" color="text.secondary">
            Academic period
          </Typography>
          <Typography variant="body2">
            {working.isError ? 'Could not be read' : (current?.name ?? 'None yet')}
          </Typography>
        </>
      )}
      {current && current.id !== active?.id && (
        <Alert severity="warning" role="status" sx={compactAlert}>
          {active ? `Not the active period (${active.name})` : 'No period is the system’s active one'}
        </Alert>
      )}
    </Box>
  );
}
