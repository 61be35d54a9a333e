import { sections } from '@tams/domain';
import { useMemo } from 'react';
import { recordFilters } from '../shared/records/recordFilters';
import { useVisibleFields } from '../shared/records/useVisibleFields';

const filterFields = [
  'WorkgroupId',
  'CourseId',
  'AcademicTermId',
  'TeachingModeId',
  'coverageStatus',
  'LocationId',
];

/**
 * The sections list's filters: free text, then workgroup, course, term (the period's), teaching mode,
 * coverage and location, each offered when the user may read what it names.
 */
export function useSectionFilters(periodId: string) {
  const { fields, isPending } = useVisibleFields(sections, 'show');
  const filters = useMemo(
    () =>
      recordFilters(
        sections,
        filterFields.flatMap((name) => fields.find((entry) => entry.name === name) ?? []),
        { choicesFilter: { AcademicTermId: { AcademicPeriodId: periodId } } },
      ),
    [fields, periodId],
  );
  return { filters, isPending };
}
