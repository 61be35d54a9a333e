import SectionIcon from '@mui/icons-material/ViewList';
import { recordScreens } from '../shared/records/recordScreens';

export default { ...recordScreens('sections'), icon: SectionIcon };
