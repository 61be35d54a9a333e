/**
 * What deleting a record does beyond it, for its confirmation (GET /api/{resource}/:id/removal, answered by
 * the API and shown by the web's delete confirmation): the child records removed with it (a section's
 * meeting and teaching assignments), and the records referring to it that keep it from being deleted (an
 * offering's sections).
 */
export interface RemovalEffects {
  removes: RecordCount[];
  blockedBy: RecordCount[];
}

/** A kind of record and how many: "2 teaching assignments". */
export interface RecordCount {
  resource: string;
  count: number;
  text: string;
}

/** The resources whose delete confirmation says what else goes (and whose routes answer /removal). */
export const removalPreviewed: ReadonlySet<string> = new Set(['sections', 'courseOfferings']);
