import TermIcon from '@mui/icons-material/Label';
import { taxonomySlugs } from '@tams/domain';
import { lazy } from 'react';
import { useResourceContext } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { recordScreens } from '../shared/records/recordScreens';

const forms = () => import('./TaxonomyTermForms');
const TaxonomyTermCreate = lazy(() => forms().then((m) => ({ default: m.TaxonomyTermCreate })));
const TaxonomyTermEdit = lazy(() => forms().then((m) => ({ default: m.TaxonomyTermEdit })));
const TaxonomyTermShow = lazy(() => forms().then((m) => ({ default: m.TaxonomyTermShow })));
const TaxonomyTermsPage = lazy(() => import('./TaxonomyTermsPage'));

/** A term resource's list is its taxonomy's page. */
function TermListRedirect() {
  return <Navigate to={`/taxonomies/${useResourceContext()}`} replace />;
}

/** The <Resource> props of the five term resources (campuses, cohorts, majors, programs, specialties). */
export const taxonomyTermResources = Object.fromEntries(
  taxonomySlugs.map((slug) => [
    slug,
    {
      ...recordScreens(slug),
      list: TermListRedirect,
      create: TaxonomyTermCreate,
      edit: TaxonomyTermEdit,
      show: TaxonomyTermShow,
      icon: TermIcon,
    },
  ]),
);

/**
 * /taxonomies/{slug}, one static route per slug: ranked before the taxonomies resource's own /:id, and
 * leaving /taxonomies/create and /taxonomies/{id} to it.
 */
export const taxonomyRoutes = taxonomySlugs.map((slug) => (
  <Route key={slug} path={`/taxonomies/${slug}`} element={<TaxonomyTermsPage slug={slug} />} />
));
