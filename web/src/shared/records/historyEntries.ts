import type { FieldSpec, ResourceDefinition } from '@tams/domain';
import { resourceDefinitions } from '@tams/domain';
import type { HistoryEntry } from '../../providers/dataProvider';
import { humanize } from './formatting';

export type HistoryAction = 'Created' | 'Updated' | 'Deleted';

export interface HistoryItem {
  entry: HistoryEntry;
  action: HistoryAction | undefined;
  /** The definition the event is about: the record's own, or a child's (a period's term). */
  about: ResourceDefinition | undefined;
  /** Set for a child record's event: which one ("Fall 2026"), when the event names it. */
  childName: string | undefined;
  /** Who did it: "Olivia Operations", or "Adam Admin acting for Olivia Operations" while masquerading. */
  actor: string;
  /**
   * The values set: the non-empty ones on create, the changed ones on update, none on delete; never a
   * hidden field.
   */
  values: { name: string; spec: FieldSpec | undefined; value: unknown }[];
}

const actions: HistoryAction[] = ['Created', 'Updated', 'Deleted'];
const definitions: ResourceDefinition[] = Object.values(resourceDefinitions);

function actorOf(entry: HistoryEntry): string {
  const actor = entry.actorName ?? 'System';
  const signedIn = entry.authenticatedUserName;
  return signedIn && signedIn !== actor ? `${signedIn} acting for ${actor}` : actor;
}

/** A record's history as people read it: newest first, each event named, attributed and itemized. */
export function historyItems(entries: HistoryEntry[], definition: ResourceDefinition): HistoryItem[] {
  return entries
    .map((entry): HistoryItem => {
      const action = actions.find((candidate) => entry.type.endsWith(candidate));
      const prefix = action ? entry.type.slice(0, -action.length) : entry.type;
      const about = definitions.find((candidate) => candidate.eventPrefix === prefix);
      const isChild = about !== undefined && about.name !== definition.name;
      const fields = about ? { ...about.fields, ...about.computed } : {};
      const order = Object.keys(fields);
      // a child's event shown on its parent's page need not name the parent
      const parentField = isChild ? about?.parent?.field : undefined;
      const { id: _id, changes, ...created } = entry.data;
      const set = action === 'Updated' ? (changes ?? {}) : action === 'Created' ? created : {};
      // named by a text (a term's name), not by an id (a faculty profile's user: the page's own record)
      const namedBy = about?.fields[about.representation]?.kind;
      const childName =
        isChild && about && (namedBy === 'text' || namedBy === 'enum')
          ? (entry.data[about.representation] as string | undefined)
          : undefined;
      return {
        entry,
        action,
        about,
        childName,
        actor: actorOf(entry),
        values: Object.entries(set)
          .filter(
            ([name, value]) =>
              name !== parentField &&
              !fields[name]?.hidden &&
              (action === 'Updated' || (value ?? '') !== '') &&
              !(action === 'Created' && Array.isArray(value) && value.length === 0),
          )
          .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
          .map(([name, value]) => ({ name, spec: fields[name], value })),
      };
    })
    .reverse();
}

/** "Created", or for a child's event "Academic Term created". */
export function historyLabel(item: HistoryItem, definition: ResourceDefinition): string {
  // another kind of event (a user's sign-in): its type in words, "User Signed In"
  const action = item.action ?? humanize(item.entry.type);
  if (!item.about || item.about.name === definition.name) return action;
  return `${item.about.labels.one} ${action.toLowerCase()}`;
}
