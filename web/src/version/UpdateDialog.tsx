import { Dialog, DialogContent, DialogContentText, DialogTitle, Link, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { usePublicSetting } from '../settings/usePublicSetting';
import { clientVersion, sameVersion } from './clientVersion';
import { useAppConfig } from './useAppConfig';

/** Spec §9: while the versions differ, the page reloads every 30 s. */
const reloadSeconds = 30;

/**
 * Seconds left until the page reloads. Counted from a deadline rather than by decrements, so a tab whose
 * timers the browser slowed down still reloads on time.
 */
function useReloadCountdown(): number {
  const [left, setLeft] = useState(reloadSeconds);
  useEffect(() => {
    const deadline = Date.now() + reloadSeconds * 1000;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        window.location.reload();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, []);
  return left;
}

function OutOfSyncDialog({ serverVersion }: { serverVersion: string }) {
  const titleId = useId();
  const textId = useId();
  const left = useReloadCountdown();
  const { value: supportEmail } = usePublicSetting('support_email');
  // no onClose: neither Escape nor a click on the backdrop dismisses it
  return (
    <Dialog open disableEscapeKeyDown aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Application Update</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          This application is out of sync with the backend. The page reloads to get the current version; if
          this message persists, please contact support
          {supportEmail ? (
            <>
              {' '}
              at{' '}
              <Link href={`mailto:${supportEmail}`} sx={{ whiteSpace: 'nowrap' }}>
                {supportEmail}
              </Link>
            </>
          ) : null}
          .
        </DialogContentText>
        <Typography variant="body1" sx={{ fontWeight: 500 }}>
          Reloading in {left} {left === 1 ? 'second' : 'seconds'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Client {clientVersion}, server {serverVersion}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}

/** Spec §2 Update dialog: blocks the app while the client and server versions differ. */
export function UpdateDialog() {
  const { data: config } = useAppConfig();
  if (!config || sameVersion(clientVersion, config.version)) return null;
  return <OutOfSyncDialog serverVersion={config.version} />;
}
