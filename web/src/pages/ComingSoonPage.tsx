import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Button, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';

/** A page of the spec that is not built yet: says so inside the shell instead of failing. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <Title title={title} />
      <Typography
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <ConstructionIcon fontSize="large" aria-hidden /> {title}: coming soon
      </Typography>
      <Typography gutterBottom>
        This page is part of TAMS and is being built. Its data can already be reached through the API where it
        exists; the screen will appear here in a coming release.
      </Typography>
      <Button component={Link} to="/" variant="outlined">
        Back to the dashboard
      </Button>
    </Box>
  );
}
