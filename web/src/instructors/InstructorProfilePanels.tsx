import { Alert, CircularProgress, Divider } from '@mui/material';
import { type RaRecord, RecordContextProvider, ResourceContextProvider, useGetOne } from 'react-admin';
import { NotesPanel } from '../notes/NotesPanel';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { RecordHistory } from '../shared/records/RecordHistory';

/** What hangs on the faculty profile: its notes and its history (GET facultyProfiles/{id}/history). */
export function InstructorProfilePanels({ profileId }: { profileId: string | null }) {
  const {
    data: profile,
    error,
    isPending,
  } = useGetOne<RaRecord>('facultyProfiles', { id: profileId ?? '' }, { enabled: Boolean(profileId) });
  if (!profileId) {
    return (
      <PanelSection title="Notes">
        <PanelEmpty>This user has no faculty profile to attach notes to.</PanelEmpty>
      </PanelSection>
    );
  }
  if (isPending) return <CircularProgress size={24} aria-label="Loading the faculty profile" />;
  if (error) return <Alert severity="error">Could not read the faculty profile: {error.message}</Alert>;
  return (
    <>
      <NotesPanel notableId={profileId} />
      <ResourceContextProvider value="facultyProfiles">
        <RecordContextProvider value={profile}>
          <Divider />
          <RecordHistory />
        </RecordContextProvider>
      </ResourceContextProvider>
    </>
  );
}
