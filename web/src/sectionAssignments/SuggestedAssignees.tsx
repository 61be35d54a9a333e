import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Alert, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { Button, type RaRecord } from 'react-admin';
import { ProcessingData } from '../shared/ProcessingData';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { AssignDialog } from '../teachingAssignments/AssignDialog';
import { type SuggestedAssignee, useSuggestedAssignees } from '../teachingAssignments/teachingAssignmentApi';
import { SuggestionCard } from './SuggestionCard';

const isCovered = (section: RaRecord) => ['covered', 'over'].includes(String(section.coverageStatus));

/** Those a draft could not choose, apart, each with why (a conflict, another workgroup, ...). */
function CannotTakeIt({ suggestions }: { suggestions: SuggestedAssignee[] }) {
  const headingId = useId();
  if (suggestions.length === 0) return null;
  return (
    <>
      <Typography component="h4" variant="subtitle2" id={headingId} sx={{ mt: 2, mb: 1 }}>
        Cannot take it
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-labelledby={headingId}>
        {suggestions.map((suggestion) => (
          <SuggestionCard key={suggestion.id} suggestion={suggestion} />
        ))}
      </Stack>
    </>
  );
}

/**
 * The instructors a draft could choose for the section, by their scores, each with an Assign action; then,
 * apart, those it could not, each with why; and "Assign someone else" for anyone. Only for those who may
 * assign in the section.
 */
export function SuggestedAssignees({ section }: { section: RaRecord }) {
  const suggestions = useSuggestedAssignees(section.id, true);
  const [assigning, setAssigning] = useState<{ suggestion?: SuggestedAssignee }>();
  const candidates = suggestions.data?.filter((suggestion) => suggestion.cannotTake === null) ?? [];
  const apart = suggestions.data?.filter((suggestion) => suggestion.cannotTake !== null) ?? [];
  return (
    <PanelSection
      title="Suggested Assignees"
      actions={
        <Button label="Assign someone else" onClick={() => setAssigning({})}>
          <PersonSearchIcon />
        </Button>
      }
    >
      {suggestions.isPending ? (
        <ProcessingData />
      ) : suggestions.isError ? (
        <Alert severity="error">Could not read the suggestions: {suggestions.error.message}</Alert>
      ) : suggestions.data.length === 0 ? (
        <PanelEmpty>
          {isCovered(section)
            ? 'This section is covered: its points are all assigned, so nobody is suggested.'
            : 'No instructor to suggest. Use “Assign someone else” to pick one by name.'}
        </PanelEmpty>
      ) : (
        <>
          {candidates.length === 0 ? (
            <PanelEmpty>
              Nobody can take it without breaking a rule of the draft (see why below). Use “Assign someone
              else” to assign anyway.
            </PanelEmpty>
          ) : (
            <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Suggested assignees">
              {candidates.map((suggestion, index) => (
                <SuggestionCard
                  key={suggestion.id}
                  suggestion={suggestion}
                  rank={index + 1}
                  onAssign={() => setAssigning({ suggestion })}
                />
              ))}
            </Stack>
          )}
          <CannotTakeIt suggestions={apart} />
        </>
      )}
      {assigning && (
        <AssignDialog
          section={section}
          suggestion={assigning.suggestion}
          onClose={() => setAssigning(undefined)}
        />
      )}
    </PanelSection>
  );
}
