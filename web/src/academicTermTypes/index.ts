import TermTypeIcon from '@mui/icons-material/Category';
import { recordScreens } from '../shared/records/recordScreens';

export default { ...recordScreens('academicTermTypes'), icon: TermTypeIcon };
