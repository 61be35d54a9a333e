import { Stack, TextField } from '@mui/material';
import type { CellDraft } from './rateDrafts';

/** One cell of the matrix: its cost per point and its overload rate, each with its message. */
export function RateCellInputs({
  label,
  draft,
  errors,
  onChange,
}: {
  /** "Professor, Tenured": what the inputs' labels name. */
  label: string;
  draft: CellDraft;
  errors: Partial<CellDraft>;
  onChange(draft: CellDraft): void;
}) {
  const input = (name: keyof CellDraft, caption: string) => (
    <TextField
      size="small"
      label={caption}
      value={draft[name]}
      onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'aria-label': `${label}: ${caption.toLowerCase()}`,
          'data-testid': `rate-${name}`,
        },
      }}
      sx={{ width: 132 }}
    />
  );
  return (
    <Stack spacing={1}>
      {input('costPerPoint', 'Per point')}
      {input('overloadRate', 'Overload')}
    </Stack>
  );
}
