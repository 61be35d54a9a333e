import { resourceDefinition, type TaxonomySlug, taxonomySlugs } from '@tams/domain';
import { useMemo } from 'react';
import { type RaRecord, useGetList } from 'react-admin';

export interface TaxonomyRecord extends RaRecord {
  slug: TaxonomySlug;
  name: string;
  isActive: boolean;
  version: number;
}

/** A taxonomy's name before it is set up: its terms' label ("Campuses"). */
export const defaultTaxonomyName = (slug: TaxonomySlug) => resourceDefinition(slug).labels.many;

export const isTaxonomySlug = (value: string): value is TaxonomySlug =>
  (taxonomySlugs as readonly string[]).includes(value);

/**
 * The taxonomies by slug, one query shared by every page and form that asks (spec §3: a taxonomy is enabled
 * by its slug while it is active; a slug without a record is not set up, so not enabled).
 */
export function useTaxonomies() {
  const { data, isPending, error, refetch } = useGetList<TaxonomyRecord>('taxonomies', {
    pagination: { page: 1, perPage: taxonomySlugs.length },
    sort: { field: 'name', order: 'ASC' },
  });
  const bySlug = useMemo(() => new Map((data ?? []).map((taxonomy) => [taxonomy.slug, taxonomy])), [data]);
  return { bySlug, isPending, error, refetch };
}
