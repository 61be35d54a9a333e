import { type TaxonomySlug, resourceDefinition } from '@tams/domain';
import { Create, Edit, ListButton, useResourceContext } from 'react-admin';
import { RecordForm } from '../shared/records/RecordForm';
import { RecordShow } from '../shared/records/RecordShow';
import { RequireAccess } from '../shared/records/RequireAccess';
import { TaxonomyGate } from './TaxonomyGate';

/*
 * The pages of one taxonomy term (/campuses/create, /campuses/{id}, /campuses/{id}/show): the generic form
 * and show, each returning to the taxonomy's page /taxonomies/{slug} (its list route redirects there too).
 */

const useSlug = () => useResourceContext() as TaxonomySlug;
const backTo = (slug: TaxonomySlug) => () => `/taxonomies/${slug}`;

export function TaxonomyTermCreate() {
  const slug = useSlug();
  return (
    <TaxonomyGate slug={slug}>
      <RequireAccess action="create">
        <Create mutationMode="pessimistic" redirect={backTo(slug)}>
          <RecordForm mode="create" />
        </Create>
      </RequireAccess>
    </TaxonomyGate>
  );
}

export function TaxonomyTermEdit() {
  const slug = useSlug();
  return (
    <TaxonomyGate slug={slug}>
      <RequireAccess action="edit">
        <Edit mutationMode="pessimistic" redirect={backTo(slug)}>
          <RecordForm mode="edit" />
        </Edit>
      </RequireAccess>
    </TaxonomyGate>
  );
}

export function TaxonomyTermShow() {
  const slug = useSlug();
  return (
    <TaxonomyGate slug={slug}>
      <RecordShow actions={<ListButton label={`All ${resourceDefinition(slug).labels.many}`} />} />
    </TaxonomyGate>
  );
}
