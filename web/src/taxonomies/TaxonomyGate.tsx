import { Alert } from '@mui/material';
import type { TaxonomySlug } from '@tams/domain';
import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { TaxonomyNotEnabled } from './TaxonomyNotEnabled';
import { useTaxonomies } from './useTaxonomies';

/** Renders a taxonomy's pages (its terms, their forms) only while the taxonomy is enabled. */
export function TaxonomyGate({ slug, children }: { slug: TaxonomySlug; children: ReactNode }) {
  const { bySlug, isPending, error } = useTaxonomies();
  if (isPending) return <Loading />;
  if (error) {
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        The taxonomies could not be loaded: {error.message}
      </Alert>
    );
  }
  const taxonomy = bySlug.get(slug);
  if (!taxonomy?.isActive) return <TaxonomyNotEnabled slug={slug} name={taxonomy?.name} />;
  return children;
}
