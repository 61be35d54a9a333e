import { Box, Card, CardContent, CircularProgress, Divider, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCheckAuth, useNavigate } from 'react-admin';
import { DevSignIn } from './DevSignIn';

/**
 * /login, "Login to TAMS" (spec §2): a loading overlay while the session is checked, back to / for a signed-in
 * user, otherwise the login card. Single sign-on (SAML, Auth0) comes later; in local mode the card offers
 * the demo users.
 */
export function LoginPage() {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    const previous = document.title;
    document.title = 'Login to TAMS';
    return () => {
      document.title = previous;
    };
  }, []);

  useEffect(() => {
    let current = true;
    checkAuth({}, false)
      .then(() => current && navigate('/'))
      .catch(() => current && setChecking(false));
    return () => {
      current = false;
    };
  }, [checkAuth, navigate]);

  if (checking) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }} role="status">
        <CircularProgress aria-label="Checking your session" />
      </Box>
    );
  }
  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ maxWidth: 720, width: '100%' }}>
        <CardContent>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }}>
            Login to TAMS
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            TAMS, the teaching assignments management tool
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Typography variant="body2" sx={{ mb: 2 }}>
            Local mode: choose a demo user to sign in as.
          </Typography>
          <DevSignIn />
        </CardContent>
      </Card>
    </Box>
  );
}

export default LoginPage;
