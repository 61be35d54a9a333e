import { List, ListItem, ListItemText, Typography } from '@mui/material';
import type { HistoryChange } from '@tams/domain';
import { changeAuthor, instantShort, instantWords } from './instants';

/** The changes behind a part: when, who (and as whom), through what, and what changed. */
export function ChangeList({ changes, label }: { changes: HistoryChange[]; label: string }) {
  if (changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No recorded change.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={label}>
      {changes.map((change) => (
        <ListItem key={change.eventId} disableGutters sx={{ py: 0 }}>
          <ListItemText
            primary={change.summary}
            secondary={
              <>
                <time dateTime={change.at} title={instantWords(change.at)}>
                  {instantShort(change.at)}
                </time>
                {` · ${changeAuthor(change)}${change.via ? ` · via ${change.via}` : ''}`}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
