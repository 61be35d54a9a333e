import { SelectInput } from 'react-admin';
import { workloadStatusLooks } from '../../instructors/WorkloadStatusChip';
import { listSearchInput } from '../../shared/records/listSearchInput';

const statusChoices = (['over', 'under', 'met', 'notSet'] as const).map((id) => ({
  id,
  name: workloadStatusLooks[id].label,
}));

/** The faculty effort list's filters: by name, and by teaching status (over, under, met, not set). */
export const facultyEffortFilters = [
  listSearchInput('Search faculty'),
  <SelectInput key="status" source="status" label="Teaching" choices={statusChoices} alwaysOn />,
];
