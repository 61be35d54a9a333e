import ProfileIcon from '@mui/icons-material/Badge';
import { recordScreens } from '../shared/records/recordScreens';

/**
 * Faculty profiles are shown on their user's page (no list, no page of their own); the generic create and
 * edit return there. Named by their user, whom the form shows.
 */
const { list: _list, show: _show, ...screens } = recordScreens('facultyProfiles');

export default { ...screens, icon: ProfileIcon, recordRepresentation: () => '' };
