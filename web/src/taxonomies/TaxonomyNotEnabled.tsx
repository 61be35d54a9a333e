import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { TaxonomySlug } from '@tams/domain';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { defaultTaxonomyName } from './useTaxonomies';

/** Shown instead of a taxonomy's terms while it is switched off (or not set up). */
export function TaxonomyNotEnabled({ slug, name }: { slug: TaxonomySlug; name?: string }) {
  const label = name ?? defaultTaxonomyName(slug);
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={label} />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          This taxonomy is not enabled
        </Typography>
        <Typography color="text.secondary">
          {label} has no terms to manage while it is switched off. An administrator can turn it on under
          Taxonomies; faculty profiles then list it too.
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={Link} to="/taxonomies" variant="contained">
          Go to Taxonomies
        </Button>
      </CardActions>
    </Card>
  );
}
