import type { QueryClient } from '@tanstack/react-query';

export type RecordChange = 'create' | 'update' | 'delete';

/**
 * Spec §4 "Cache refresh after create, update or delete": which other resources show something of the
 * changed record. react-admin refreshes the changed resource itself; these are the others.
 */
const related: Record<string, (change: RecordChange) => string[]> = {
  // the course shows its offerings; an offering's term modes are read with it
  courseOfferings: (change) => (change === 'update' ? ['offeringTermModes'] : ['courses']),
  // the offering lists its term modes (chips) and sections
  offeringTermModes: () => ['courseOfferings'],
  sections: () => ['courseOfferings'],
  // a section reads its meeting (Meeting, LocationId)
  meetings: () => ['sections'],
};

/** Marks the related resources' cached reads stale, so what shows them is read again. */
export function refreshRelated(queryClient: QueryClient, resource: string, change: RecordChange): void {
  for (const key of related[resource]?.(change) ?? []) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
