import AddIcon from '@mui/icons-material/Add';
import {
  CreateButton,
  EditButton,
  type RaRecord,
  RecordContextProvider,
  ResourceContextProvider,
  useRecordContext,
} from 'react-admin';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { RecordShowFields } from '../shared/records/RecordShowFields';

/**
 * The user's faculty profile (embedded in GET users/{id}: null when they have none, absent when the
 * caller may not read instructors), shown with the profile's own definition; added or edited through the
 * facultyProfiles resource, whose forms return here.
 */
export function UserFacultyProfile() {
  const user = useRecordContext();
  const profile = user?.FacultyProfile as RaRecord | null | undefined;
  if (!user || profile === undefined) return null;
  return (
    <ResourceContextProvider value="facultyProfiles">
      <RecordContextProvider value={profile ?? undefined}>
        <PanelSection
          title="Faculty Profile"
          actions={
            profile ? (
              <EditButton label="Edit profile" />
            ) : (
              <CreateButton
                label="Add faculty profile"
                icon={<AddIcon />}
                state={{ record: { UserId: user.id } }}
              />
            )
          }
        >
          {profile ? (
            <RecordShowFields omit={['UserId']} />
          ) : (
            <PanelEmpty>This user has no faculty profile.</PanelEmpty>
          )}
        </PanelSection>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}
