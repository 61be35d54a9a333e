import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactElement } from 'react';
import { useStore } from 'react-admin';

/**
 * Which submenus are open, kept in react-admin's store (so across reloads). A submenu never toggled is
 * open when the current page is one of its items.
 */
export function useSubMenuState(openByDefault: (label: string) => boolean) {
  const [toggled, setToggled] = useStore<Record<string, boolean>>('menu.submenus', {});
  const isOpen = (label: string) => toggled[label] ?? openByDefault(label);
  const toggle = (label: string) => setToggled({ ...toggled, [label]: !isOpen(label) });
  return [isOpen, toggle] as const;
}

/** A submenu's header: a menu item that shows or hides the items after it. */
export function SubMenuHeader(props: {
  label: string;
  icon: ReactElement;
  open: boolean;
  onToggle: () => void;
}) {
  const { label, icon, open, onToggle } = props;
  return (
    <MenuItem
      onClick={onToggle}
      aria-expanded={open}
      tabIndex={0}
      sx={{ color: 'text.secondary', whiteSpace: 'normal' }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
      {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
    </MenuItem>
  );
}
