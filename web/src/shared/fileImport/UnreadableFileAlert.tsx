import { Alert, AlertTitle, Box } from '@mui/material';
import { UnreadableFile } from './uploadFile';

/** A file that cannot be read at all: why, and where when the reason is at a line and column. */
export function UnreadableFileAlert({ error }: { error: Error }) {
  const places = error instanceof UnreadableFile ? error.errors : [];
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      <AlertTitle>The file cannot be imported</AlertTitle>
      {error.message}
      {places.length > 0 && (
        <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
          {places.map((place, index) => (
            <li key={index}>
              {place.line ? `Line ${place.line}` : 'The file'}
              {place.column ? `, column ${place.column}` : ''}: {place.message ?? place.reason}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
