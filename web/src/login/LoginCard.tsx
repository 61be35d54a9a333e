import LoginIcon from '@mui/icons-material/Login';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Link,
  Typography,
} from '@mui/material';
import { TamsLogo } from '../layout/sidebar/TamsLogo';
import { usePublicSetting } from '../settings/usePublicSetting';
import { DevSignIn } from './DevSignIn';
import { singleSignOnUrl, useAppInfo } from './useAppInfo';

function ContactSupport() {
  const { value: email } = usePublicSetting('support_email');
  return email ? (
    <>
      Please contact support at <Link href={`mailto:${email}`}>{email}</Link>.
    </>
  ) : (
    <>Please contact support.</>
  );
}

/** The login card of spec §2: logo, "<institution> Users", what went wrong, Log In, and the demo users. */
export function LoginCard() {
  const appInfo = useAppInfo();
  const { value: institution } = usePublicSetting('institution_name');
  const info = appInfo.data;
  const problem = appInfo.error?.message ?? info?.error;
  const singleSignOn = info && (info.signInOptions.saml || info.signInOptions.auth0);
  return (
    <Card sx={{ maxWidth: 720, width: '100%' }}>
      <Box sx={{ bgcolor: 'secondary.main', display: 'flex', justifyContent: 'center', py: 2 }}>
        <TamsLogo />
      </Box>
      <CardContent>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Login to TAMS
        </Typography>
        {institution && (
          <Typography variant="h6" component="p" color="text.secondary">
            {institution} Users
          </Typography>
        )}
        {appInfo.isPending && (
          <CircularProgress size={24} aria-label="Loading sign-in options" sx={{ mt: 2 }} />
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem} <ContactSupport />
          </Alert>
        )}
        {info && !info.strategyExists && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Authentication Configuration Issue. Please Contact TAMS Support.
          </Alert>
        )}
        {singleSignOn && (
          <Button
            variant="contained"
            size="large"
            startIcon={<LoginIcon />}
            sx={{ mt: 2 }}
            onClick={() => window.location.assign(singleSignOnUrl(info))}
          >
            Log In
          </Button>
        )}
        {info?.signInOptions.dev && (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="body2" sx={{ mb: 2 }}>
              Local mode: choose a demo user to sign in as.
            </Typography>
            <DevSignIn />
          </>
        )}
      </CardContent>
    </Card>
  );
}
