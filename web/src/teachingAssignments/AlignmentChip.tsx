import AlignedIcon from '@mui/icons-material/CheckCircleOutline';
import NotAlignedIcon from '@mui/icons-material/HighlightOff';
import NoPreferencesIcon from '@mui/icons-material/HelpOutline';
import PartialIcon from '@mui/icons-material/Tonality';
import { Box, Tooltip } from '@mui/material';
import type { PreferenceAlignment } from '@tams/domain';
import { useId } from 'react';
import { useRecordContext } from 'react-admin';
import { StatusChip, type StatusLook } from '../shared/StatusChip';
import { visuallyHidden } from '../shared/visuallyHidden';

const looks: Record<PreferenceAlignment, StatusLook> = {
  aligned: { label: 'Aligned', palette: 'success', icon: <AlignedIcon aria-hidden /> },
  partial: { label: 'Partial', palette: 'warning', icon: <PartialIcon aria-hidden /> },
  notAligned: { label: 'Not aligned', palette: 'error', icon: <NotAlignedIcon aria-hidden /> },
  noPreferences: { label: 'No preferences', palette: null, icon: <NoPreferencesIcon aria-hidden /> },
};

/**
 * How a teaching assignment fits its instructor's submitted preferences: an icon and a word, and the
 * reasons in a tooltip (hover or keyboard focus) that is also the chip's accessible description.
 */
export function AlignmentChip({
  alignment,
  reasons = [],
}: {
  alignment: string | null | undefined;
  reasons?: string[] | null;
}) {
  const descriptionId = useId();
  const look = looks[alignment as PreferenceAlignment];
  if (!look) return null;
  const why = reasons ?? [];
  return (
    <>
      <Tooltip
        describeChild
        title={
          why.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {why.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Box>
          ) : (
            ''
          )
        }
      >
        <StatusChip
          look={look}
          tabIndex={why.length > 0 ? 0 : undefined}
          aria-describedby={why.length > 0 ? descriptionId : undefined}
          data-alignment={alignment}
        />
      </Tooltip>
      {why.length > 0 && (
        <Box component="span" id={descriptionId} sx={visuallyHidden}>
          {why.join('; ')}
        </Box>
      )}
    </>
  );
}

/** The alignment of the assignment in context (lists). */
export function AlignmentField() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <AlignmentChip
      alignment={record.preferenceAlignment as string | null}
      reasons={record.preferenceAlignmentReasons as string[] | null}
    />
  );
}
