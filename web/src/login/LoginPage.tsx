import { Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCheckAuth, useNavigate } from 'react-admin';
import { UpdateDialog } from '../version/UpdateDialog';
import { LoginCard } from './LoginCard';

/**
 * /login, "Login to TAMS" (spec §2): a loading overlay while the session is checked, back to / for a
 * signed-in user, otherwise the login card.
 */
export function LoginPage() {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(true);

  useEffect(() => {
    document.title = 'Login to TAMS';
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

  return (
    <Box
      component="main"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh', p: 2, bgcolor: 'background.default' }}
    >
      <UpdateDialog />
      {checking ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', gap: 1 }}>
          <CircularProgress aria-label="Checking your session" />
        </Box>
      ) : (
        <LoginCard />
      )}
    </Box>
  );
}

export default LoginPage;
