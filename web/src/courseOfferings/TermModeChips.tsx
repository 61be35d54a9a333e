import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { type TermMode, termModeKey, useTermModeLabels } from './termModeLabels';

const none: TermMode[] = [];

/** An offering's term modes (embedded as OfferingTermModes) as chips: "Fall 2026 · In Person". */
export function TermModeChips() {
  const record = useRecordContext();
  const termModes = (record?.OfferingTermModes as TermMode[] | undefined) ?? none;
  const { labelOf } = useTermModeLabels(termModes);
  if (termModes.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {termModes.map((termMode) => (
        <Chip key={termModeKey(termMode)} label={labelOf(termMode)} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}
