import EndIcon from '@mui/icons-material/ExitToApp';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { Logout, useGetIdentity, UserMenu, useUserMenu } from 'react-admin';
import { useIsMasquerading } from './useIsMasquerading';
import { useMasquerade } from './useMasquerade';

function EndMasqueradeMenuItem() {
  const { end, isPending } = useMasquerade();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      disabled={isPending}
      onClick={() => {
        userMenu?.onClose();
        end();
      }}
    >
      <ListItemIcon>
        <EndIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>End Masquerade</ListItemText>
    </MenuItem>
  );
}

/** Spec §2 account menu: "Logged in" or "Masquerading" first; then End Masquerade, or Logout. */
export function AccountMenu() {
  const masquerading = useIsMasquerading();
  const { identity } = useGetIdentity();
  // the button shows the user's name: its accessible name starts with it (WCAG 2.5.3, label in name)
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName}, account menu` : 'Account menu'}>
      <ListSubheader sx={{ lineHeight: 2.5 }}>{masquerading ? 'Masquerading' : 'Logged in'}</ListSubheader>
      {masquerading ? <EndMasqueradeMenuItem /> : <Logout />}
    </UserMenu>
  );
}
