import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { formatNumber } from '../shared/records/formatting';
import type { AssignmentWarning } from './teachingAssignmentApi';

/** What a load preview needs: the instructor's points after the assignment, against their required points. */
export interface LoadFigures {
  pointsAfter: number;
  pointsRequired: number | null;
  warnings?: AssignmentWarning[];
}

/** "After this: 12 of 18 points" */
export function afterThisText({ pointsAfter, pointsRequired }: LoadFigures): string {
  return pointsRequired === null
    ? `After this: ${formatNumber(pointsAfter)} points (no required points set)`
    : `After this: ${formatNumber(pointsAfter)} of ${formatNumber(pointsRequired)} points`;
}

/**
 * The instructor's load if the assignment is made, with what the server would warn about. Announced
 * politely as it changes (the points are typed, the instructor picked).
 */
export function LoadPreview({
  figures,
  isFetching = false,
  error,
}: {
  figures: LoadFigures | undefined;
  isFetching?: boolean;
  error?: string;
}) {
  return (
    <Box role="status" aria-live="polite" aria-label="Load preview" sx={{ minHeight: 48 }}>
      <Box sx={{ height: 4, mb: 1 }}>{isFetching && <LinearProgress aria-hidden />}</Box>
      {error ? (
        <Typography color="text.secondary">Could not preview the load: {error}</Typography>
      ) : figures ? (
        <Stack spacing={1}>
          <Typography fontWeight="medium">{afterThisText(figures)}</Typography>
          {(figures.warnings ?? []).map((warning, index) => (
            <Alert key={`${warning.kind}-${index}`} severity="warning" variant="outlined">
              {warning.message}
            </Alert>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">Pick an instructor to see their load after this.</Typography>
      )}
    </Box>
  );
}
