import { Breadcrumbs, Link, Typography } from '@mui/material';
import type { TaxonomySlug } from '@tams/domain';
import { ResourceContextProvider } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RecordList } from '../shared/records/RecordList';
import { TaxonomyGate } from './TaxonomyGate';
import { defaultTaxonomyName, useTaxonomies } from './useTaxonomies';

/**
 * /taxonomies/{slug}: the terms of one taxonomy (the resource named by its slug: campuses, cohorts, ...) with
 * the generic list, search and create; "not enabled" while the taxonomy is switched off.
 */
export default function TaxonomyTermsPage({ slug }: { slug: TaxonomySlug }) {
  const { bySlug } = useTaxonomies();
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/taxonomies" underline="hover" color="inherit">
          Taxonomies
        </Link>
        <Typography color="text.primary" aria-current="page">
          {bySlug.get(slug)?.name ?? defaultTaxonomyName(slug)}
        </Typography>
      </Breadcrumbs>
      <TaxonomyGate slug={slug}>
        <ResourceContextProvider value={slug}>
          <RecordList />
        </ResourceContextProvider>
      </TaxonomyGate>
    </>
  );
}
