import { Box, Paper, Typography } from '@mui/material';
import { FieldStateForm } from './FieldStateForm';
import type { GalleryField, GalleryRecords } from './galleryFields';
import { type GalleryState, galleryStates, stateHints, stateLabels } from './galleryStates';

const serverSetStates: readonly GalleryState[] = ['empty', 'filled'];

/** One field kind: a heading, what it is for, and a card per state (side by side, one column on a phone). */
export function FieldKindSection({ entry, records }: { entry: GalleryField; records: GalleryRecords }) {
  const headingId = `formik-field-${entry.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {entry.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {entry.about}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
        }}
      >
        {galleryStates.map((state) => (
          <Paper
            key={state}
            variant="outlined"
            role="group"
            aria-label={`${entry.title}: ${stateLabels[state]}`}
            sx={{ p: 2, minWidth: 0 }}
          >
            <Typography variant="subtitle2" component="h3">
              {stateLabels[state]}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {stateHints[state]}
            </Typography>
            {entry.displayOnly && !serverSetStates.includes(state) ? (
              <Typography variant="body2" data-testid="not-applicable">
                Not applicable: the server sets it, and forms only ever show it (always read-only).
              </Typography>
            ) : (
              <FieldStateForm entry={entry} state={state} records={records} />
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
