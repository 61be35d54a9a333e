import SupportIcon from '@mui/icons-material/SupportAgent';
import { IconButton, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { usePublicSetting } from '../settings/usePublicSetting';

/** Spec §9: the support button is disabled for the first 5000 ms after load. */
export const supportButtonDelayMs = 5000;

/** Support (spec §2): writes to the support email of the settings, once the page has settled. */
export function SupportButton() {
  const [ready, setReady] = useState(false);
  const { value: email } = usePublicSetting('support_email');
  const notify = useNotify();
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), supportButtonDelayMs);
    return () => clearTimeout(timer);
  }, []);
  const contact = () => {
    if (email) window.location.href = `mailto:${email}`;
    else
      notify('No support contact is set up yet. An administrator can set Support Email in System Settings.');
  };
  return (
    <Tooltip title={email ? `Contact support (${email})` : 'Contact support'}>
      <span>
        <IconButton color="inherit" aria-label="Contact support" disabled={!ready} onClick={contact}>
          <SupportIcon />
        </IconButton>
      </span>
    </Tooltip>
  );
}
