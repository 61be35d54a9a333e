import { Alert, AlertTitle, Box } from '@mui/material';
import { Title } from 'react-admin';

/** A page that failed to render (spec §8); react-admin's layout resets it on the next navigation. */
export function ErrorPage({ error }: { error?: Error }) {
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Error" />
      <Alert severity="error" role="alert">
        <AlertTitle>Something went wrong:</AlertTitle>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0, mb: 1, fontFamily: 'inherit' }}>
          {error?.message ?? String(error)}
        </Box>
        Please contact support.
      </Alert>
    </Box>
  );
}
