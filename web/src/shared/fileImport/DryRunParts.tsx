import { Alert, Box, Typography } from '@mui/material';
import { momentText } from './fileImportFormatting';

/** A count of a dry run with its label; the label comes first for screen readers, the number shows above it. */
export const DryRunFigure = ({ label, value }: { label: string; value: number }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
    <Typography variant="body2" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="h6" component="dd" sx={{ m: 0 }}>
      {value.toLocaleString('en-US')}
    </Typography>
  </Box>
);

/** Said when the same file (by content) was imported before: importing it again changes nothing. */
export function AlreadyImportedNote({ completedAt }: { completedAt: string }) {
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      This file was already imported on {momentText(completedAt)}. Importing it again changes nothing.
    </Alert>
  );
}
