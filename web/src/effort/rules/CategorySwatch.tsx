import { Box, Stack } from '@mui/material';

/** A category's colour as a small square beside its name (the name carries the meaning). */
export function CategorySwatch({ name, color }: { name: string; color?: string | null }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 14,
          height: 14,
          flexShrink: 0,
          borderRadius: 0.5,
          bgcolor: color ?? '#9e9e9e',
          border: 1,
          borderColor: 'divider',
        }}
      />
      <span>{name}</span>
    </Stack>
  );
}
