import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLogin } from 'react-admin';
import { apiUrl, httpClient } from '../providers/httpClient';
import { type DevUser, groupByRole, nameOf } from './roleLabels';

const fetchDevUsers = () => httpClient(`${apiUrl}/auth/dev/users`).then(({ json }) => json as DevUser[]);

/**
 * Local and development modes only: sign in as any demo user, grouped by role, or by typing a username.
 * After sign-in react-admin returns to the page that asked for it (or /).
 */
export function DevSignIn() {
  const login = useLogin();
  const users = useQuery({ queryKey: ['auth', 'devUsers'], queryFn: fetchDevUsers, retry: false });
  const [signingIn, setSigningIn] = useState<string>();
  const [error, setError] = useState<string>();
  const [typed, setTyped] = useState('');

  const signIn = async (username: string) => {
    setSigningIn(username);
    setError(undefined);
    try {
      await login({ username });
    } catch (failure) {
      setError((failure as Error).message || 'Sign-in failed');
      setSigningIn(undefined);
    }
  };
  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) void signIn(typed.trim());
  };

  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {users.isPending && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} role="status">
          <CircularProgress size={20} /> Loading demo users…
        </Box>
      )}
      {users.error && (users.error as { status?: number }).status === 404 && (
        <Alert severity="info">
          Signing in as a demo user is available in local and development modes only.
        </Alert>
      )}
      {users.error && (users.error as { status?: number }).status !== 404 && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => users.refetch()}>
              Retry
            </Button>
          }
        >
          Could not load the demo users: {users.error.message}
        </Alert>
      )}
      {users.data &&
        groupByRole(users.data).map((group) => (
          <Box component="section" key={group.role} aria-label={group.label}>
            <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
              {group.label}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {group.users.map((user) => (
                <Button
                  key={user.id}
                  variant="outlined"
                  size="small"
                  disabled={signingIn !== undefined}
                  onClick={() => signIn(user.username)}
                  startIcon={signingIn === user.username ? <CircularProgress size={16} /> : undefined}
                  sx={{ textTransform: 'none' }}
                >
                  {nameOf(user)} ({user.username})
                </Button>
              ))}
            </Box>
          </Box>
        ))}
      <Box component="form" onSubmit={submitTyped} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <TextField
          label="Username"
          size="small"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="username"
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={signingIn !== undefined || !typed.trim()}
          // on a phone's width the field gives way, not the button's words (issue 20 item 15)
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Sign in
        </Button>
      </Box>
    </Stack>
  );
}
