import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { userName } from '../shared/records/recordNames';

/** The faculty member an admin assignment is for: a search over faculty users only. */
export function FacultyUserInput() {
  return (
    <ReferenceInput
      source="UserId"
      reference="users"
      filter={{ isFaculty: true }}
      sort={{ field: 'displayName', order: 'ASC' }}
      perPage={50}
    >
      <AutocompleteInput
        label="Instructor"
        optionText={userName}
        validate={required()}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
}
