import {
  alpha,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { clockOf, type MoreBlock } from './laneOverflow';
import { instructorNamesOf, locationLabelOf, sectionLabelOf, timeRangeOf } from './meetingText';
import { MeetingLink } from './MeetingLink';
import { dayLabelOf } from './weekLayout';
import { visuallyHidden } from '../shared/visuallyHidden';

const inTimeOrder = (block: MoreBlock) =>
  [...block.placements]
    .sort((a, b) => a.start - b.start || sectionLabelOf(a.meeting).localeCompare(sectionLabelOf(b.meeting)))
    .map((placement) => placement.meeting);

/**
 * The meetings a day column had no room for: a "+N more" button in its last lane, over their times, that
 * opens a dialog listing them, each linking to its section.
 */
export function MoreMeetings({
  block,
  firstHour,
  hourHeight,
  opensSection,
}: {
  block: MoreBlock;
  firstHour: number;
  hourHeight: number;
  opensSection: boolean;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const count = block.placements.length;
  const when = `${dayLabelOf(block.day)} ${timeRangeOf({ startTime: clockOf(block.start), endTime: clockOf(block.end) })}`;
  const top = ((block.start - firstHour * 60) / 60) * hourHeight;
  const height = Math.max(((block.end - block.start) / 60) * hourHeight, 20);
  return (
    <Box
      component="li"
      sx={{
        position: 'absolute',
        top,
        height,
        left: `${(block.lane / block.lanes) * 100}%`,
        width: `${100 / block.lanes}%`,
        p: '1px',
      }}
    >
      <ButtonBase
        data-more
        onClick={() => setOpen(true)}
        sx={(theme) => ({
          width: '100%',
          height: '100%',
          alignItems: 'flex-start',
          justifyContent: 'flex-start',
          px: 0.5,
          borderRadius: 1,
          border: `1px dashed ${theme.palette.text.secondary}`,
          bgcolor: alpha(theme.palette.text.primary, 0.06),
          color: 'text.primary',
          '&:hover': { bgcolor: alpha(theme.palette.text.primary, 0.12) },
          '&.Mui-focusVisible': { boxShadow: `0 0 0 3px ${theme.palette.text.primary}` },
        })}
      >
        <Typography variant="caption" component="span" sx={{ fontWeight: 600 }}>
          +{count} more
          <Box component="span" sx={visuallyHidden}>{` on ${when}`}</Box>
        </Typography>
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>
          {count} more {count === 1 ? 'meeting' : 'meetings'} on {when}
        </DialogTitle>
        <DialogContent dividers>
          <List dense disablePadding>
            {inTimeOrder(block).map((meeting) => (
              <ListItem key={meeting.id} disableGutters>
                <ListItemText
                  primary={
                    <>
                      <MeetingLink meeting={meeting} day={block.day} opensSection={opensSection} />{' '}
                      {timeRangeOf(meeting)} · {locationLabelOf(meeting)}
                    </>
                  }
                  secondary={[meeting.courseName ?? meeting.sectionName, instructorNamesOf(meeting)].join(
                    ' · ',
                  )}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
