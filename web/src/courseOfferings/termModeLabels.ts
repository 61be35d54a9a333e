import { type RaRecord, useGetManyAggregate } from 'react-admin';

export interface TermMode {
  AcademicTermId: string;
  TeachingModeId: string;
}

/** The key of a (term, teaching mode) pair, e.g. for a select's value. */
export const termModeKey = (termMode: TermMode) => `${termMode.AcademicTermId}|${termMode.TeachingModeId}`;

const unique = (ids: string[]) => [...new Set(ids.filter(Boolean))];

/**
 * How people read term modes: "Fall 2026 · In Person". The terms and teaching modes of every row on a
 * page are read in one request each (react-admin aggregates the calls).
 */
export function useTermModeLabels(termModes: readonly TermMode[]): {
  labelOf: (termMode: TermMode) => string;
  isPending: boolean;
} {
  const terms = useGetManyAggregate('academicTerms', {
    ids: unique(termModes.map((termMode) => termMode.AcademicTermId)),
  });
  const modes = useGetManyAggregate('teachingModes', {
    ids: unique(termModes.map((termMode) => termMode.TeachingModeId)),
  });
  const nameIn = (records: RaRecord[] | undefined, id: string) =>
    String(records?.find((record) => record.id === id)?.name ?? '…');
  return {
    labelOf: (termMode) =>
      `${nameIn(terms.data, termMode.AcademicTermId)} · ${nameIn(modes.data, termMode.TeachingModeId)}`,
    isPending: terms.isPending || modes.isPending,
  };
}
