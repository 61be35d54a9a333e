import { type RaRecord, useGetList } from 'react-admin';

export interface Choice {
  id: string;
  name: string;
}

const everything = { page: 1, perPage: 1000 };

const namesOf = (records: RaRecord[] | undefined) =>
  Object.fromEntries((records ?? []).map((record) => [String(record.id), String(record.name ?? '')]));

/** Active records as choices, plus the inactive ones a preference already names (so it still shows). */
const choicesOf = (records: RaRecord[] | undefined, keep: Set<string>): Choice[] =>
  (records ?? [])
    .filter((record) => record.isActive !== false || keep.has(String(record.id)))
    .map((record) => ({ id: String(record.id), name: String(record.name ?? '') }));

/**
 * What a preference is made of, for one period: its terms, the teaching modes and the assignment types,
 * as choices and as names by id (every signed-in user reads periods and value lists).
 */
export function usePreferenceChoices(periodId: string, inUse: string[] = []) {
  const terms = useGetList('academicTerms', {
    filter: { AcademicPeriodId: periodId },
    sort: { field: 'startDate', order: 'ASC' },
    pagination: everything,
  });
  const modes = useGetList('teachingModes', {
    sort: { field: 'name', order: 'ASC' },
    pagination: everything,
  });
  const types = useGetList('assignmentTypes', {
    sort: { field: 'name', order: 'ASC' },
    pagination: everything,
  });
  const keep = new Set(inUse);
  return {
    isPending: terms.isPending || modes.isPending || types.isPending,
    error: terms.error ?? modes.error ?? types.error,
    terms: choicesOf(terms.data, keep),
    modes: choicesOf(modes.data, keep),
    types: choicesOf(types.data, keep),
    names: { term: namesOf(terms.data), mode: namesOf(modes.data), type: namesOf(types.data) },
  };
}

export type PreferenceChoices = ReturnType<typeof usePreferenceChoices>;
