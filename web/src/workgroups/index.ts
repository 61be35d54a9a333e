import WorkgroupIcon from '@mui/icons-material/Groups';
import { recordScreens } from '../shared/records/recordScreens';

export default { ...recordScreens('workgroups'), icon: WorkgroupIcon };
