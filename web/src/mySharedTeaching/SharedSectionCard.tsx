import { Box, Card, CardContent, LinearProgress, List, ListItem, Typography } from '@mui/material';
import { formatNumber } from '../shared/records/formatting';
import type { MySharedSection } from '../myWorkload/myPageTypes';
import { assignedSectionTitleOf } from '../sections/sectionTitles';
import { splitText } from './sharedSplit';

/** One shared section: who teaches it with whom, and how its points are split. */
export function SharedSectionCard({ section }: { section: MySharedSection }) {
  const title = assignedSectionTitleOf(section);
  return (
    <Card variant="outlined" component="article" aria-label={title} data-testid="shared-section">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {section.termName} · {formatNumber(section.sectionPoints)} points
        </Typography>
        <List dense aria-label={`Instructors of ${title}`}>
          {section.instructors.map((instructor) => (
            <ListItem key={instructor.UserId} disableGutters sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography component="span" sx={{ fontWeight: instructor.isMe ? 600 : undefined }}>
                  {instructor.name}
                  {instructor.isMe ? ' (you)' : ''}
                </Typography>
                <Typography component="span" data-testid="split">
                  {formatNumber(instructor.points)} points ·{' '}
                  {splitText(instructor.share, section.sectionPoints)}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, instructor.share * 100)}
                color={instructor.isMe ? 'primary' : 'inherit'}
                aria-label={`${instructor.name}'s share`}
                sx={{ mt: 0.5, height: 6, borderRadius: 1 }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
