import MergeIcon from '@mui/icons-material/MergeType';
import { Menu, useCanAccess } from 'react-admin';

/** Merge Users is a page, not a resource: listed for those who may merge users (spec §6). */
function MergeUsersMenuItem() {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'merge' });
  if (!canAccess) return null;
  return <Menu.Item to="/users/merge" primaryText="Merge Users" leftIcon={<MergeIcon />} />;
}

/**
 * The side menu: each resource the user may list (authProvider.canAccess), in the spec's order, with Merge
 * Users after Users. The grouped submenus of spec §2 come with the full shell.
 */
export function AppMenu() {
  return (
    <Menu>
      <Menu.ResourceItem name="courses" />
      <Menu.ResourceItem name="academicPeriods" />
      <Menu.ResourceItem name="workgroups" />
      <Menu.ResourceItem name="users" />
      <MergeUsersMenuItem />
      <Menu.ResourceItem name="apikeys" />
      <Menu.ResourceItem name="settings" />
      <Menu.ResourceItem name="academicTermTypes" />
    </Menu>
  );
}
