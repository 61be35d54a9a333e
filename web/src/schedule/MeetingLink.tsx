import WarningIcon from '@mui/icons-material/WarningAmber';
import { Box, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { sectionLabelOf } from './meetingText';
import type { ScheduleMeeting } from './scheduleTypes';
import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * A meeting's section ("ACCT 101 01"), a link to its section (plain text where the viewer may not open
 * sections), warning-marked when it double-books its room on `day`.
 */
export function MeetingLink({
  meeting,
  day,
  opensSection = true,
  children,
}: {
  meeting: ScheduleMeeting;
  day?: string | undefined;
  opensSection?: boolean;
  children?: ReactNode;
}) {
  const conflicted = meeting.conflicts.some((conflict) => day === undefined || conflict.days.includes(day));
  const text = (
    <>
      {conflicted && (
        <WarningIcon aria-hidden sx={{ fontSize: 16, color: 'error.main', verticalAlign: 'text-bottom' }} />
      )}
      {children ?? sectionLabelOf(meeting)}
      {conflicted && (
        <Box component="span" sx={visuallyHidden}>
          {' '}
          — room conflict
        </Box>
      )}
    </>
  );
  return opensSection ? (
    <Link component={RouterLink} to={`/sections/${meeting.SectionId}/show`} sx={{ fontWeight: 600 }}>
      {text}
    </Link>
  ) : (
    <Box component="span" sx={{ fontWeight: 600 }}>
      {text}
    </Box>
  );
}
