import CourseIcon from '@mui/icons-material/MenuBook';
import { recordScreens } from '../shared/records/recordScreens';

/** The course catalog: generic screens from the courses definition. */
export default { ...recordScreens('courses'), icon: CourseIcon };
