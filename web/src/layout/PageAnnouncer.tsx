import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { visuallyHidden } from '../shared/visuallyHidden';

/** The text of the top bar's title, which react-admin pages fill through a portal after they render. */
function usePageTitle(): string {
  const [title, setTitle] = useState('');
  useEffect(() => {
    const element = document.getElementById('react-admin-title');
    if (!element) return;
    const read = () => setTitle(element.textContent?.trim() ?? '');
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return title;
}

/**
 * Spec §1: a polite live region announces the page title, and the main area returns to the top on every
 * route change. The browser tab shows the title too.
 */
export function PageAnnouncer() {
  const { pathname } = useLocation();
  const title = usePageTitle();

  useEffect(() => {
    window.scrollTo(0, 0);
    document.getElementById('main-content')?.scrollTo?.(0, 0);
  }, [pathname]);

  useEffect(() => {
    document.title = title ? `${title} | TAMS` : 'TAMS';
  }, [title]);

  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="page-announcer">
      {title}
    </Box>
  );
}
