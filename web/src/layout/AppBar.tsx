import LoginIcon from '@mui/icons-material/Login';
import { Button } from '@mui/material';
import { LoadingIndicator, AppBar as RaAppBar, TitlePortal, useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { ApplicationCrashTrigger } from '../developer/crashSignal';
import { AccountMenu } from './AccountMenu';
import { EndMasqueradeButton } from './EndMasqueradeButton';
import { PageAnnouncer } from './PageAnnouncer';
import { SessionPoller } from './SessionPoller';
import { SupportButton } from './SupportButton';
import { ThemeToggle } from './theme/ThemeToggle';
import { useTitleTooltip } from './useTitleTooltip';
import { UpdateDialog } from '../version/UpdateDialog';

/** The title's text ends in an ellipsis when the bar is too narrow (react-admin's wrapper is inline-block). */
const fittingTitle = {
  minWidth: 0,
  '& > .RaConfigurable-root': {
    maxWidth: '100%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'bottom',
  },
};

function TitleTooltip() {
  useTitleTooltip();
  return null;
}

function SignedInTools() {
  return (
    <>
      <EndMasqueradeButton />
      {/* its spinner is a progressbar: axe wants it named */}
      <LoadingIndicator aria-label="Loading" />
      <SupportButton />
      <ThemeToggle />
    </>
  );
}

const LogInButton = () => (
  <Button component={Link} to="/login" color="inherit" startIcon={<LoginIcon />}>
    Log In
  </Button>
);

/**
 * The top bar of spec §2: the menu button (narrow screens only), the page title, and for a signed-in user
 * the support button, the theme toggle and the account menu; otherwise a Log In button.
 */
export function AppBar() {
  const { identity, isPending } = useGetIdentity();
  const signedIn = !isPending && identity !== undefined;
  return (
    <>
      <PageAnnouncer />
      <SessionPoller />
      <UpdateDialog />
      <ApplicationCrashTrigger />
      <RaAppBar
        alwaysOn
        sx={{ '& .RaAppBar-menuButton': { display: { md: 'none' } } }}
        userMenu={signedIn ? <AccountMenu /> : false}
        toolbar={signedIn ? <SignedInTools /> : isPending ? null : <LogInButton />}
      >
        <TitlePortal sx={fittingTitle} />
        <TitleTooltip />
      </RaAppBar>
    </>
  );
}
