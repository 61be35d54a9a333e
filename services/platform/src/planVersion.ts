import { createHash } from 'node:crypto';

/** The fields of a plan entry (the domain's PlanEntry: a teaching assignment) its version depends on. */
interface VersionedFields {
  SectionId: string;
  UserId: string;
  points: number;
  AssignmentTypeId: string | null;
}

/**
 * The version of a workgroup's plan (issue 7 contract): the first 16 hex digits of the sha256 of the
 * sorted [SectionId, UserId, points, AssignmentTypeId] list. Names and notes do not count: renaming an
 * instructor does not unsettle an approval; who teaches what, and how much, does. Computed when read (no
 * read model keeps it), by the API and the demo seed alike.
 */
export function planVersionOf(entries: readonly VersionedFields[]): string {
  const canonical = entries
    .map((entry) => [entry.SectionId, entry.UserId, Number(entry.points), entry.AssignmentTypeId ?? null])
    .sort((a, b) =>
      a[0] === b[0] ? String(a[1]).localeCompare(String(b[1])) : String(a[0]).localeCompare(String(b[0])),
    );
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 16);
}
