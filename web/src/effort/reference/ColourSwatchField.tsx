import { Box, Stack, Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';

const hexColour = /^#[0-9a-fA-F]{6}$/;

/** A record's colour as a small square of it beside its hex text (a value that is no colour: text only). */
export function ColourSwatchField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source });
  if (typeof value !== 'string' || value === '') return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {hexColour.test(value) && (
        <Box
          aria-hidden
          data-testid="colour-swatch"
          sx={{
            width: 16,
            height: 16,
            borderRadius: 0.5,
            bgcolor: value,
            border: 1,
            borderColor: 'divider',
            flexShrink: 0,
          }}
        />
      )}
      <Typography variant="body2" component="span">
        {value}
      </Typography>
    </Stack>
  );
}
