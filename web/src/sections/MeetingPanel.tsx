import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Typography } from '@mui/material';
import { meetings } from '@tams/domain';
import { useState } from 'react';
import {
  Button,
  DeleteButton,
  Labeled,
  RecordContextProvider,
  ReferenceField,
  ResourceContextProvider,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { useAbility } from '../providers/useAbility';
import { humanize } from '../shared/records/formatting';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { RecordField } from '../shared/records/RecordField';
import { MeetingDialog } from './MeetingDialog';
import { type MeetingTimes, meetingText } from './meetingText';

const { fields } = meetings;

/** The meeting's details, as the section's page reads them. */
function MeetingDetails() {
  const meeting = useRecordContext();
  const { ability } = useAbility();
  if (!meeting) return null;
  return (
    <SimpleShowLayout sx={{ px: 0 }}>
      <Labeled label="When">
        <Typography data-testid="meeting-when">{meetingText(meeting as MeetingTimes)}</Typography>
      </Labeled>
      <Labeled label={fields.frequency.label}>
        <Typography>{humanize(String(meeting.frequency ?? ''))}</Typography>
      </Labeled>
      {meeting.occurrence != null && (
        <RecordField source="occurrence" spec={fields.occurrence} label={fields.occurrence.label} />
      )}
      {meeting.until && <RecordField source="until" spec={fields.until} label={fields.until.label} />}
      {(meeting.exceptions as string[] | null | undefined)?.length ? (
        <RecordField source="exceptions" spec={fields.exceptions} label={fields.exceptions.label} />
      ) : null}
      {meeting.description && (
        <RecordField source="description" spec={fields.description} label={fields.description.label} />
      )}
      {meeting.LocationId && ability.can('read', 'Location') && (
        <ReferenceField
          source="LocationId"
          reference="locations"
          link={false}
          label={fields.LocationId.label}
        >
          <TextField source="code" /> <TextField source="description" />
        </ReferenceField>
      )}
    </SimpleShowLayout>
  );
}

/** The section's meeting (read with the section); schedulers add, edit and delete it. */
export function MeetingPanel() {
  const section = useRecordContext();
  const { ability } = useAbility();
  const [editing, setEditing] = useState(false);
  if (!section) return null;
  const meeting = section.Meeting as { id: string } | null | undefined;
  const schedules = ability.can('update', 'Scheduler');
  const name = `section ${String(section.sectionNumber)}`;
  return (
    <ResourceContextProvider value="meetings">
      <PanelSection
        title="Meeting"
        actions={
          schedules &&
          (meeting ? (
            <>
              <Button label="Edit meeting" onClick={() => setEditing(true)}>
                <EditIcon />
              </Button>
              <DeleteButton
                record={meeting}
                label="Delete meeting"
                mutationMode="pessimistic"
                redirect={false}
                confirmTitle={`Delete the meeting of ${name}?`}
                confirmContent="The section keeps no time or place until a meeting is added again."
              />
            </>
          ) : (
            <Button label="Add meeting" onClick={() => setEditing(true)}>
              <AddIcon />
            </Button>
          ))
        }
      >
        {meeting ? (
          <RecordContextProvider value={meeting}>
            <MeetingDetails />
          </RecordContextProvider>
        ) : (
          <PanelEmpty>This section has no meeting yet.</PanelEmpty>
        )}
      </PanelSection>
      {schedules && editing && (
        <MeetingDialog
          sectionId={section.id}
          sectionName={name}
          meetingId={meeting?.id}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </ResourceContextProvider>
  );
}
