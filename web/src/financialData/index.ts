import PointsIcon from '@mui/icons-material/Calculate';
import { recordScreens } from '../shared/records/recordScreens';

/** A user's points per period are shown on their page; the generic create and edit return there. */
const { list: _list, show: _show, ...screens } = recordScreens('financialData');

export default { ...screens, icon: PointsIcon, recordRepresentation: () => '' };
