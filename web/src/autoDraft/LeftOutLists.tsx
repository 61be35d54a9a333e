import { Box, Typography } from '@mui/material';
import { PanelEmpty } from '../shared/records/PanelSection';
import { formatNumber } from '../shared/records/formatting';
import type { DraftResult } from './autoDraftApi';

function ReasonList({
  label,
  items,
}: {
  label: string;
  items: { key: string; name: string; reason: string }[];
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {items.map(({ key, name, reason }) => (
        <Typography component="li" key={key} sx={{ py: 0.25 }}>
          <strong>{name}</strong>: {reason}
        </Typography>
      ))}
    </Box>
  );
}

/** The sections the draft leaves uncovered, each with why. */
export function UncoveredSections({ result }: { result: DraftResult }) {
  if (result.uncovered.length === 0) {
    return <PanelEmpty>Nothing stays uncovered: the draft covers every section in its scope.</PanelEmpty>;
  }
  return (
    <ReasonList
      label="Uncovered sections"
      items={result.uncovered.map((section) => ({
        key: section.SectionId,
        name: `${section.sectionLabel} (${formatNumber(section.points)} ${section.points === 1 ? 'point' : 'points'})`,
        reason: section.reason,
      }))}
    />
  );
}

/** The instructors left out of the draft, each with why. */
export function NotDraftedInstructors({ result }: { result: DraftResult }) {
  if (result.notDrafted.length === 0) {
    return <PanelEmpty>Every eligible instructor was considered.</PanelEmpty>;
  }
  return (
    <ReasonList
      label="Instructors not drafted"
      items={result.notDrafted.map((instructor) => ({
        key: instructor.UserId,
        name: instructor.instructorName,
        reason: instructor.reason,
      }))}
    />
  );
}
