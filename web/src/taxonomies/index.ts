import TaxonomyIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import { recordScreens } from '../shared/records/recordScreens';

const TaxonomyList = lazy(() => import('./TaxonomyList'));

/** The taxonomies: the five on one page with their switches; create, edit and show are the generic ones. */
export default { ...recordScreens('taxonomies'), list: TaxonomyList, icon: TaxonomyIcon };
