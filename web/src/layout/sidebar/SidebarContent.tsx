import { Box, Divider, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { VersionBadges } from '../../version/VersionBadges';
import { WorkingPeriodControl } from '../../workingPeriod/WorkingPeriodControl';
import { AppMenu } from '../menu/AppMenu';
import { DrawerLogo } from './DrawerLogo';

/** The side navigation of spec §2: logo, the user's name, the working period, the menu, the badges. */
export function SidebarContent() {
  const { identity } = useGetIdentity();
  return (
    <Box
      component="nav"
      aria-label="Main menu"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
    >
      <DrawerLogo />
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography variant="subtitle2" component="p" noWrap title={identity?.fullName}>
          {identity?.fullName ?? '\u00a0'}
        </Typography>
        <WorkingPeriodControl />
      </Box>
      <Divider />
      <AppMenu />
      <Box sx={{ mt: 'auto', p: 1.5 }}>
        <VersionBadges />
      </Box>
    </Box>
  );
}
