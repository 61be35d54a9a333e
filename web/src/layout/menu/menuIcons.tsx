import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BuildIcon from '@mui/icons-material/Build';
import CalendarIcon from '@mui/icons-material/CalendarMonth';
import ClassIcon from '@mui/icons-material/Class';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DataIcon from '@mui/icons-material/Storage';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import LibraryIcon from '@mui/icons-material/LibraryBooks';
import ListIcon from '@mui/icons-material/ListAlt';
import PersonIcon from '@mui/icons-material/Person';
import ReportIcon from '@mui/icons-material/Assessment';
import SettingsIcon from '@mui/icons-material/Settings';
import TimelineIcon from '@mui/icons-material/Timeline';
import TuneIcon from '@mui/icons-material/Tune';
import type { ReactElement } from 'react';

const icons: Record<string, ReactElement> = {
  '/': <DashboardIcon />,
  '/courses': <LibraryIcon />,
  '/courseOfferings': <ClassIcon />,
  '/sections': <ListIcon />,
  '/schedule': <CalendarIcon />,
  '/administrativeAssignments': <AssignmentIndIcon />,
  '/effort': <TimelineIcon />,
  '/sectionAssignments': <AssignmentIcon />,
  '/instructors': <GroupsIcon />,
  '/reports': <ReportIcon />,
  '/dataServices': <DataIcon />,
  Administration: <AdminIcon />,
  Configuration: <SettingsIcon />,
  Developer: <BuildIcon />,
  '/academicPeriods': <EventIcon />,
  '/workgroups': <AccountTreeIcon />,
  '/users': <PersonIcon />,
};

/** An item's icon: its own, else its first path segment's, else a neutral one. */
export function menuIconOf(key: string): ReactElement {
  if (icons[key]) return icons[key];
  const top = `/${key.split('/')[1] ?? ''}`;
  if (key.startsWith('/my') || key.endsWith('Mine')) return <PersonIcon />;
  return icons[top] ?? <TuneIcon />;
}
