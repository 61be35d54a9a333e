import WarningIcon from '@mui/icons-material/WarningAmber';
import { alpha, Box, ButtonBase, Tooltip, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { MeetingDetails } from './MeetingDetails';
import { hiddenTailOf, sectionLabelOf, timeRangeOf } from './meetingText';
import { dayLabelOf, type Placement } from './weekLayout';
import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * One meeting in its day column, placed by time; a button that opens its section (click, Enter or Space),
 * with the details in a tooltip on hover and focus. A double-booked one has a red outline and a warning icon.
 * Its name is its text (what shows, plus the day and conflicts for screen readers), e.g. "ACCT 101 01 on
 * Monday 10:00–11:00 B12 — room conflict with ACCT 102 01 (10:30–11:30)".
 */
export function MeetingBlock({
  placement,
  firstHour,
  hourHeight,
  opensSection = true,
}: {
  placement: Placement;
  firstHour: number;
  hourHeight: number;
  /** Off: the button shows its details (tooltip on focus) but goes nowhere. */
  opensSection?: boolean;
}) {
  const navigate = useNavigate();
  const { meeting, day, conflicts, lane, lanes } = placement;
  const conflicted = conflicts.length > 0;
  const top = ((placement.start - firstHour * 60) / 60) * hourHeight;
  const height = Math.max(((placement.end - placement.start) / 60) * hourHeight, 20);
  return (
    <Box
      component="li"
      sx={{
        position: 'absolute',
        top,
        height,
        left: `${(lane / lanes) * 100}%`,
        width: `${100 / lanes}%`,
        p: '1px',
        '&:focus-within': { zIndex: 2 },
      }}
    >
      <Tooltip
        describeChild
        arrow
        placement="right"
        title={<MeetingDetails meeting={meeting} day={day} conflicts={conflicts} />}
      >
        <ButtonBase
          data-conflict={conflicted || undefined}
          onClick={opensSection ? () => navigate(`/sections/${meeting.SectionId}/show`) : undefined}
          sx={(theme) => ({
            width: '100%',
            height: '100%',
            display: 'block',
            overflow: 'hidden',
            textAlign: 'left',
            px: 0.5,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.3 : 0.15),
            borderLeft: `3px solid ${theme.palette.primary.main}`,
            color: 'text.primary',
            ...(conflicted && {
              outline: `2px solid ${theme.palette.error.main}`,
              outlineOffset: '-2px',
              bgcolor: alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.25 : 0.1),
              borderLeftColor: theme.palette.error.main,
            }),
            '&:hover': { bgcolor: alpha(theme.palette.primary.main, 0.4) },
            '&.Mui-focusVisible': { boxShadow: `0 0 0 3px ${theme.palette.text.primary}` },
          })}
        >
          <Typography
            variant="caption"
            component="span"
            sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3 }}
            noWrap
          >
            {conflicted && (
              <WarningIcon
                aria-hidden
                sx={{ fontSize: 14, color: 'error.main', verticalAlign: 'text-bottom' }}
              />
            )}
            {sectionLabelOf(meeting)}
            <Box component="span" sx={visuallyHidden}>{` on ${dayLabelOf(day)} `}</Box>
          </Typography>
          <Typography variant="caption" component="span" sx={{ display: 'block', lineHeight: 1.3 }} noWrap>
            {timeRangeOf(meeting)}
            {meeting.locationCode ? ` ${meeting.locationCode}` : ''}
            <Box component="span" sx={visuallyHidden}>
              {hiddenTailOf(meeting, conflicts)}
            </Box>
          </Typography>
        </ButtonBase>
      </Tooltip>
    </Box>
  );
}
