import { subject as tagged } from '@casl/ability';
import type { ResourceDefinition } from '@tams/domain';
import type { AppAbility } from './ability.js';
import { type AccessCondition, accessCondition, bothConditions } from './accessCondition.js';
import { alsoReadAs, subjectOf } from './resourceSubjects.js';
import type { Action, Subject } from './subjects.js';

/**
 * Fields of a resource the ability does not allow for `action` (e.g. useAdvancedEffort without aemEnabled);
 * for reading, also the hidden fields, which never leave the server.
 */
export function forbiddenFields(
  ability: AppAbility,
  action: 'read' | 'update' | 'create',
  subject: Subject,
  definition: ResourceDefinition,
) {
  const fields = Object.entries({ ...definition.fields, ...definition.computed });
  return new Set(
    fields
      .filter(([name, spec]) => (action === 'read' && spec.hidden) || !ability.can(action, subject, name))
      .map(([name]) => name),
  );
}

/** May the ability do `action` on this record (CASL conditions on its columns)? */
export const allowsRecord = (
  ability: AppAbility,
  action: Action,
  subject: Subject,
  row: Record<string, unknown>,
) => ability.can(action, tagged(subject as never, { ...row }) as never);

/**
 * What of one resource a reader may read. The one answer to "may this reader see these rows and fields",
 * used alike by lists, reads by id, `include` embeds and history entries, so that no path reads more than
 * the list of that resource would show.
 */
export interface ReadAccess {
  /** The readable rows as SQL over the resource's read model: undefined every row, null none. */
  condition: AccessCondition | undefined | null;
  /** Fields never answered to this reader (hidden fields, and fields the ability does not let them read). */
  hidden: ReadonlySet<string>;
  /** Whether the reader may read this record: `condition`, judged in memory (e.g. on a history entry). */
  allows(row: Record<string, unknown>): boolean;
}

export type ReadAccessOf = (definition: ResourceDefinition) => ReadAccess;

/**
 * The read access of `ability` to each resource: read on the resource's subject and, for a resource read
 * as part of another (alsoReadAs: a teaching assignment as a Section), read on that subject too.
 */
export function readAccessOf(ability: AppAbility): ReadAccessOf {
  const known = new Map<string, ReadAccess>();
  return (definition) => {
    const kept = known.get(definition.name);
    if (kept) return kept;
    const subject = subjectOf(definition.name);
    const partOf = alsoReadAs[definition.name];
    const access: ReadAccess = {
      condition: bothConditions(
        accessCondition(ability, 'read', subject),
        partOf && accessCondition(ability, 'read', partOf),
      ),
      hidden: forbiddenFields(ability, 'read', subject, definition),
      allows: (row) =>
        allowsRecord(ability, 'read', subject, row) &&
        (!partOf || allowsRecord(ability, 'read', partOf, row)),
    };
    known.set(definition.name, access);
    return access;
  };
}
