import OfferingIcon from '@mui/icons-material/EventNote';
import { recordScreens } from '../shared/records/recordScreens';

export default { ...recordScreens('courseOfferings'), icon: OfferingIcon };
