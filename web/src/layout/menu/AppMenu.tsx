import { isMenuGroup, type MenuGroup, visibleMenuEntries } from '@tams/access';
import { type ReactElement, useMemo } from 'react';
import { Menu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { menuPathAsOf } from '../../history/asOf';
import { useAsOf } from '../../history/useAsOf';
import { useAbility } from '../../providers/useAbility';
import { useForgetKeptFilters } from '../../shared/records/listFilterKeeping';
import { menuIconOf } from './menuIcons';
import { SubMenuHeader, useSubMenuState } from './SubMenu';

/** A label longer than the 240 px menu wraps onto a second line rather than ending in "…" (issue 20 item 12). */
export const wrappingLabel = {
  whiteSpace: 'normal',
  '& .MuiTypography-root': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

const inGroup = (group: MenuGroup, pathname: string) =>
  group.items.some((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));

/**
 * The sidebar menu of spec §2, its labels, paths and order from the access rules (@tams/access
 * routeAccess), each item shown only when the user may open it. The rows are one flat list of menu items
 * (a submenu's items follow its header) so the arrow keys move through all of them.
 */
export function AppMenu() {
  const { ability, context } = useAbility();
  const { pathname } = useLocation();
  // in the past, the pages that show it keep the instant (a History reader's past rights open them)
  const { asOf } = useAsOf();
  // a menu click opens a list unfiltered, whatever it kept (listFilterKeeping.ts)
  const forgetKeptFilters = useForgetKeptFilters();
  const entries = useMemo(() => (context ? visibleMenuEntries(ability, context) : []), [ability, context]);
  const [isOpen, toggle] = useSubMenuState((label) => {
    const group = entries.find((entry) => isMenuGroup(entry) && entry.label === label) as
      MenuGroup | undefined;
    return group ? inGroup(group, pathname) : false;
  });

  const rows: ReactElement[] = [];
  for (const entry of entries) {
    if (!isMenuGroup(entry)) {
      rows.push(
        <Menu.Item
          key={entry.path}
          to={menuPathAsOf(entry.path, asOf)}
          primaryText={entry.label}
          leftIcon={menuIconOf(entry.path)}
          onClick={() => forgetKeptFilters(entry.path)}
          sx={wrappingLabel}
        />,
      );
      continue;
    }
    const open = isOpen(entry.label);
    rows.push(
      <SubMenuHeader
        key={`group:${entry.label}`}
        label={entry.label}
        icon={menuIconOf(entry.path ?? entry.label)}
        open={open}
        onToggle={() => toggle(entry.label)}
      />,
    );
    if (!open) continue;
    for (const item of entry.items) {
      rows.push(
        <Menu.Item
          key={`${entry.label}:${item.path}`}
          to={menuPathAsOf(item.path, asOf)}
          primaryText={item.label}
          leftIcon={menuIconOf(item.path)}
          onClick={() => forgetKeptFilters(item.path)}
          sx={{ ...wrappingLabel, pl: 4 }}
        />,
      );
    }
  }
  return <Menu aria-label="Pages">{rows}</Menu>;
}
