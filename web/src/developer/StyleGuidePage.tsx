import { Alert, Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { crashTheApplication } from './crashSignal';

function PageThatFails(): never {
  throw new Error('A page failed to render (Style Guide preview)');
}

const swatches = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

/**
 * Style Guide (Developer menu, local and development modes): the theme's colours and type, and previews
 * of the notifications and the two error pages, so their look can be checked without breaking a real page.
 */
export function StyleGuidePage() {
  const [failing, setFailing] = useState(false);
  const notify = useNotify();
  const showNotifications = () => {
    for (let n = 1; n <= 5; n++)
      notify(`Sample notification ${n} of 5`, { type: n % 2 ? 'info' : 'success' });
  };
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Style Guide" />
      {failing && <PageThatFails />}
      <Typography variant="h4" component="h1" gutterBottom>
        Style Guide
      </Typography>
      <Typography variant="h6" component="h2">
        Colours
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }}>
        {swatches.map((colour) => (
          <Chip key={colour} label={colour} color={colour} />
        ))}
      </Stack>
      <Typography variant="h6" component="h2">
        Type
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, my: 2 }}>
        <Typography variant="h5">Heading 5</Typography>
        <Typography variant="body1">Body text: the quick brown fox jumps over the lazy dog.</Typography>
        <Typography variant="body2" color="text.secondary">
          Secondary text.
        </Typography>
      </Paper>
      <Typography variant="h6" component="h2">
        Form inputs
      </Typography>
      <Typography variant="body1" sx={{ my: 2 }}>
        Every input of the record forms, by field kind and state:{' '}
        <Link component={RouterLink} to="/styles/formik-fields">
          Formik Fields
        </Link>
        .
      </Typography>
      <Typography variant="h6" component="h2">
        Notifications
      </Typography>
      <Button variant="outlined" onClick={showNotifications} sx={{ my: 2 }}>
        Show five notifications
      </Button>
      <Typography variant="h6" component="h2">
        Error pages
      </Typography>
      <Alert severity="info" sx={{ my: 2 }}>
        These buttons break the screen on purpose; navigating elsewhere (or reloading) brings it back.
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" color="error" onClick={() => setFailing(true)}>
          Preview the page error
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => crashTheApplication('The application failed (Style Guide preview)')}
        >
          Preview the application error
        </Button>
      </Stack>
    </Box>
  );
}

export default StyleGuidePage;
