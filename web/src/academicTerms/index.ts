import TermIcon from '@mui/icons-material/Event';
import { recordScreens } from '../shared/records/recordScreens';

/** Terms are managed from their period's page: no list (so no menu entry); create and edit return there. */
const { list: _list, ...screens } = recordScreens('academicTerms');

export default { ...screens, icon: TermIcon };
