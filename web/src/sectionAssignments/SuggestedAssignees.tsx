import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { Button, type RaRecord } from 'react-admin';
import { ProcessingData } from '../shared/ProcessingData';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { AssignDialog } from '../teachingAssignments/AssignDialog';
import { type SuggestedAssignee, useSuggestedAssignees } from '../teachingAssignments/teachingAssignmentApi';
import { SuggestionCard } from './SuggestionCard';

const isCovered = (section: RaRecord) => ['covered', 'over'].includes(String(section.coverageStatus));

/**
 * The instructors the server ranks best for the section, best first, each with an Assign action; and
 * "Assign someone else" for anyone not suggested. Only for those who may assign in the section.
 */
export function SuggestedAssignees({ section }: { section: RaRecord }) {
  const suggestions = useSuggestedAssignees(section.id, true);
  const [assigning, setAssigning] = useState<{ suggestion?: SuggestedAssignee }>();
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
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0 }} aria-label="Suggested assignees">
          {suggestions.data.map((suggestion, index) => (
            <SuggestionCard
              key={suggestion.id}
              suggestion={suggestion}
              rank={index + 1}
              onAssign={() => setAssigning({ suggestion })}
            />
          ))}
        </Stack>
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
