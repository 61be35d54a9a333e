import type { FieldSpec, ResourceDefinition } from '@tams/domain';
import { actionOf, type HistoryChange } from './historyChanges.js';

/** "User Signed In" for UserSignedIn. */
const words = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2');

const valueText = (value: unknown, name: string | undefined): string => {
  if (name !== undefined) return name;
  if (value === undefined) return 'not shown';
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return 'empty';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(String).join(', ');
  return String(value);
};

/** "Points: 3 → 4"; a reference without a name the reader may see: "Workgroup changed". */
export function changeText(change: HistoryChange, spec: FieldSpec | undefined): string {
  const label = change.label ?? change.field;
  const isReference = spec?.kind === 'reference' || spec?.kind === 'referenceList';
  const unnamed = (value: unknown, name: string | undefined) =>
    isReference && name === undefined && value !== null && value !== undefined;
  if (unnamed(change.before, change.beforeName) || unnamed(change.after, change.afterName))
    return `${label} changed`;
  if (!('before' in change)) return `${label} set to ${valueText(change.after, change.afterName)}`;
  return `${label}: ${valueText(change.before, change.beforeName)} → ${valueText(change.after, change.afterName)}`;
}

const listed = (parts: string[]) =>
  parts.length <= 3 ? parts.join('; ') : `${parts.slice(0, 3).join('; ')} and ${parts.length - 3} more`;

/**
 * "Teaching assignment created: Ada Kowalski on MATH 495-001 Mathematical Biology — Points: 3": who, on
 * which section (each as the reader may name them), then what changed (a creation: its points).
 */
function assignmentSummary(
  action: 'Created' | 'Updated' | 'Deleted',
  changes: HistoryChange[],
  parts: string[],
  instructorName: string | undefined,
  sectionName: string | undefined,
): string {
  const whom = `${instructorName ?? 'an instructor'}${sectionName ? ` on ${sectionName}` : ''}`;
  const points = changes.find(({ field }) => field === 'points');
  const what =
    action === 'Created'
      ? points && points.after !== undefined && points.after !== null
        ? `Points: ${String(points.after)}`
        : ''
      : action === 'Updated'
        ? listed(parts)
        : '';
  return `Teaching assignment ${action.toLowerCase()}: ${whom}${what ? ` — ${what}` : ''}`;
}

/**
 * A short sentence for a history entry: "Created", "Points: 3 → 4", "Deleted"; for a child record on its
 * parent's history, named by it: "Academic Term created “Fall 2026”", and a teaching assignment by its
 * instructor and section (assignmentSummary).
 */
export function summaryOf(
  type: string,
  about: ResourceDefinition | undefined,
  owner: ResourceDefinition,
  changes: HistoryChange[],
  childName: string | undefined,
  parentName?: string,
): string {
  const action = actionOf(type);
  if (!about || !action) return words(type);
  const fields = { ...about.fields, ...about.computed } as Record<string, FieldSpec>;
  const parentField = about.parent?.field;
  const parts = changes
    .filter(({ field }) => field !== parentField)
    .map((change) => changeText(change, fields[change.field]));
  if (about.name === owner.name) return action === 'Updated' ? listed(parts) || 'Updated' : action;
  if (about.name === 'teachingAssignments')
    return assignmentSummary(action, changes, parts, childName, parentName);
  const quoted = childName ? ` “${childName}”` : '';
  if (action === 'Updated') return `${about.labels.one}${quoted}: ${listed(parts) || 'updated'}`;
  return `${about.labels.one} ${action.toLowerCase()}${quoted}`;
}
