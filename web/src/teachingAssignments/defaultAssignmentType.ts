export interface AssignmentTypeChoice {
  id: string;
  name: string;
  isActive?: boolean;
}

const primary = /primary|instructor of record|lead/i;
const additional = /co-?\s?instructor|co-?teach|shared|secondary|assistant/i;

/**
 * The assignment type a new assignment starts with (issue 20 item 7: left empty, rows showed "—"): the
 * primary type for a section's first instructor, a co-instructor type for a section someone already teaches,
 * by the names departments give them; else the first active type. None when there are no types. The user
 * can change it before saving.
 */
export function defaultAssignmentType(
  types: readonly AssignmentTypeChoice[],
  sectionHasAssignments: boolean,
): string | undefined {
  const active = types.filter((type) => type.isActive !== false);
  const wanted = sectionHasAssignments ? additional : primary;
  return (
    active.find((type) => wanted.test(type.name)) ??
    active.find((type) => !additional.test(type.name)) ??
    active[0]
  )?.id;
}
