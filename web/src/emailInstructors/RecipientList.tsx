import { Alert, Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { formatNumber } from '../shared/records/formatting';
import type { Recipients } from './emailApi';

const points = (value: number | null) => (value === null ? 'not set' : formatNumber(value));

/** How many the filters choose and who, one of them picked for the preview. */
export function RecipientList({
  data,
  filtersAskPublication,
  selected,
  onSelect,
}: {
  data: Recipients;
  filtersAskPublication: boolean;
  selected: string | undefined;
  onSelect(id: string): void;
}) {
  return (
    <Box>
      <Typography variant="subtitle1" role="status" sx={{ fontWeight: 600 }}>
        {data.count === 1 ? '1 recipient' : `${data.count.toLocaleString('en-US')} recipients`}
      </Typography>
      {filtersAskPublication && !data.publishedAt && (
        <Alert severity="info" sx={{ my: 1 }}>
          This period is not published to faculty: nobody’s assignments changed since a publication.
        </Alert>
      )}
      {data.withoutEmail.length > 0 && (
        <Alert severity="warning" sx={{ my: 1 }}>
          Left out, no email address: {data.withoutEmail.map((user) => user.name).join(', ')}
        </Alert>
      )}
      {data.count === 0 ? (
        <Typography color="text.secondary" sx={{ my: 2 }}>
          Nobody matches these filters.
        </Typography>
      ) : (
        <List
          dense
          aria-label="Recipients"
          sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {data.recipients.map((recipient) => (
            <ListItem key={recipient.id} disablePadding>
              <ListItemButton selected={recipient.id === selected} onClick={() => onSelect(recipient.id)}>
                <ListItemText
                  primary={recipient.name}
                  secondary={`${recipient.email} · ${recipient.workloadStatus} · assigned ${formatNumber(recipient.pointsAssigned)} of ${points(recipient.pointsRequired)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
