import type { ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { listSearchInput } from '../shared/records/listSearchInput';
import { workloadStatusChoices } from './WorkloadStatusChip';

const reference = (source: string, resource: string, label: string, optionText = 'name') => (
  <ReferenceInput
    key={source}
    source={source}
    reference={resource}
    sort={{ field: optionText, order: 'ASC' }}
  >
    <AutocompleteInput label={label} optionText={optionText} sx={{ minWidth: 220 }} />
  </ReferenceInput>
);

/**
 * The instructors list's filters: free text (name, email), workload status, then type, rank, division and,
 * for those who may read workgroups, workgroup.
 */
export function instructorFilters(canReadWorkgroups: boolean): ReactElement[] {
  return [
    listSearchInput('Search instructors'),
    <SelectInput
      key="workloadStatus"
      source="workloadStatus"
      label="Workload"
      choices={workloadStatusChoices}
      alwaysOn
    />,
    reference('InstructorTypeId', 'instructorTypes', 'Instructor Type'),
    reference('RankId', 'ranks', 'Rank'),
    reference('DivisionId', 'divisions', 'Division'),
    ...(canReadWorkgroups ? [reference('WorkgroupId', 'workgroups', 'Workgroup')] : []),
  ];
}
