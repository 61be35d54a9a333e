import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

/** Spec §9's loading texts; work still running after this long counts as long work. */
export const processingTexts = {
  short: 'Processing Data...',
  long: 'Processing Complex Data. This May Take a While...',
} as const;
export const longWorkAfterMs = 5000;

/** A spinner with "Processing Data...", which becomes the long-work text when the wait goes on (or at once). */
export function ProcessingData({ complex = false }: { complex?: boolean }) {
  const [long, setLong] = useState(complex);
  useEffect(() => {
    if (complex) return;
    const timer = setTimeout(() => setLong(true), longWorkAfterMs);
    return () => clearTimeout(timer);
  }, [complex]);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{long ? processingTexts.long : processingTexts.short}</Typography>
    </Box>
  );
}
