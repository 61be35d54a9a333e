import AdminTypeIcon from '@mui/icons-material/AssignmentInd';
import AssignmentTypeIcon from '@mui/icons-material/AssignmentTurnedIn';
import DivisionIcon from '@mui/icons-material/AccountTree';
import InstructorTypeIcon from '@mui/icons-material/Badge';
import PointTypeIcon from '@mui/icons-material/Functions';
import RankIcon from '@mui/icons-material/MilitaryTech';
import TeachingModeIcon from '@mui/icons-material/CastForEducation';
import TrackIcon from '@mui/icons-material/Route';
import { recordScreens } from '../shared/records/recordScreens';

/**
 * The value lists of the Configuration submenu: generic screens from their definitions
 * (services/domain/src/referenceData), one entry each. Their menu items and route rules come from the
 * definitions (services/access routeAccess.ts); a page without an entry here shows "coming soon".
 */
export const referenceDataResources = {
  administrativeAssignmentTypes: { ...recordScreens('administrativeAssignmentTypes'), icon: AdminTypeIcon },
  assignmentTypes: { ...recordScreens('assignmentTypes'), icon: AssignmentTypeIcon },
  divisions: { ...recordScreens('divisions'), icon: DivisionIcon },
  instructorTypes: { ...recordScreens('instructorTypes'), icon: InstructorTypeIcon },
  pointTypes: { ...recordScreens('pointTypes'), icon: PointTypeIcon },
  ranks: { ...recordScreens('ranks'), icon: RankIcon },
  teachingModes: { ...recordScreens('teachingModes'), icon: TeachingModeIcon },
  tracks: { ...recordScreens('tracks'), icon: TrackIcon },
};
