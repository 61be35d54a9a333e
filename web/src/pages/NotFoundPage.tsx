import { Box, Button, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

/** Any path TAMS does not know (spec §2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ p: 3 }}>
      <Title title="Page not found" />
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography gutterBottom>
        There is no page at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Go to the dashboard
      </Button>
    </Box>
  );
}
