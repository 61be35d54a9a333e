import TaxonomyIcon from '@mui/icons-material/LocalOffer';
import { recordScreens } from '../shared/records/recordScreens';

export default { ...recordScreens('taxonomies'), icon: TaxonomyIcon };
