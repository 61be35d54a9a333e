import LocationIcon from '@mui/icons-material/MeetingRoom';
import { recordScreens } from '../shared/records/recordScreens';

export default { ...recordScreens('locations'), icon: LocationIcon };
