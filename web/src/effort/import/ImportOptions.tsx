import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { ImportMode } from './effortImportApi';
import { countOf } from './importFormatting';

const modes: { value: ImportMode; label: string; explanation: string }[] = [
  {
    value: 'replace',
    label: 'Replace',
    explanation: "The file's rows take the place of what earlier imports said about its pay periods.",
  },
  {
    value: 'append',
    label: 'Append',
    explanation: 'The rows are added to what earlier imports recorded for the same pay periods.',
  },
];

export interface ImportChoice {
  mode: ImportMode;
  skipInvalidRows: boolean;
}

/** How to import: the mode, whether to leave out the rows with errors, and the Import button. */
export function ImportOptions({
  choice,
  errorCount,
  busy,
  onChange,
  onImport,
}: {
  choice: ImportChoice;
  errorCount: number;
  busy: boolean;
  onChange(choice: ImportChoice): void;
  onImport(): void;
}) {
  const blocked = errorCount > 0 && !choice.skipInvalidRows;
  return (
    <Stack spacing={2} sx={{ mt: 3 }}>
      <FormControl>
        <FormLabel id="effort-import-mode">Mode</FormLabel>
        <RadioGroup
          aria-labelledby="effort-import-mode"
          value={choice.mode}
          onChange={(event) => onChange({ ...choice, mode: event.target.value as ImportMode })}
        >
          {modes.map((mode) => (
            <FormControlLabel
              key={mode.value}
              value={mode.value}
              control={<Radio inputProps={{ 'aria-describedby': `effort-import-mode-${mode.value}` }} />}
              label={
                <span>
                  {mode.label}
                  <Typography
                    id={`effort-import-mode-${mode.value}`}
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {mode.explanation}
                  </Typography>
                </span>
              }
              sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mb: 1 }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {errorCount > 0 && (
        <FormControlLabel
          control={
            <Checkbox
              checked={choice.skipInvalidRows}
              onChange={(event) => onChange({ ...choice, skipInvalidRows: event.target.checked })}
            />
          }
          label={`Skip the ${countOf(errorCount, 'row')} with errors`}
        />
      )}
      <div>
        <Button variant="contained" disabled={busy || blocked} onClick={onImport}>
          Import
        </Button>
        {blocked && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Fix the file, or choose to skip the rows with errors.
          </Typography>
        )}
      </div>
    </Stack>
  );
}
