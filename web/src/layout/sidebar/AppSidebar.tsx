import { Box, Drawer, useMediaQuery, type Theme } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useSidebarState } from 'react-admin';
import { drawerWidth } from '../theme/themes';

export const useIsNarrow = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

/**
 * The 240 px side navigation (spec §1): permanent on wide screens, a temporary drawer on narrow ones. Built
 * on react-admin's sidebar state, which its menu items use to close the drawer after a tap below md; on a
 * wide screen the state is kept open, so the menu never shrinks to icons.
 */
export function AppSidebar({ children }: { children: ReactNode }) {
  const narrow = useIsNarrow();
  const [open, setOpen] = useSidebarState();
  // The stored state may still say "open" in the render where the screen became narrow (or on the first
  // one): the drawer stays shut in that render, else its modal would open for a moment and leave the rest
  // of the page aria-hidden.
  const [settledFor, setSettledFor] = useState<boolean | null>(null);
  const settling = settledFor !== narrow;
  useEffect(() => {
    setOpen(!narrow);
    // after the store write, so the drawer's first narrow render used a closed state
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSettledFor(narrow);
  }, [narrow, setOpen]);

  if (narrow) {
    return (
      <Drawer
        variant="temporary"
        open={open && !settling}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: drawerWidth } } }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Box sx={{ width: drawerWidth, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          position: 'sticky',
          top: 48,
          height: 'calc(100vh - 48px)',
          overflowY: 'auto',
          width: drawerWidth,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
