import type { AssignmentDifference, HistoryPerson } from '@tams/domain';
import { formatNumber } from '../shared/records/formatting';

/** A field's value in a cell: "—" for none, numbers as US English writes them, Yes / No. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** "before → after", or the one value when they are the same. */
export function beforeAfter(before: unknown, after: unknown): string {
  const [from, to] = [valueText(before), valueText(after)];
  return from === to ? to : `${from} → ${to}`;
}

const personName = (person: HistoryPerson | null) => person?.name ?? null;

/** The instructor of a difference row: "Ada Kowalski → Bo Chen", "— → Bo Chen" when added. */
export const instructorText = (row: Pick<AssignmentDifference, 'instructor'>) =>
  beforeAfter(personName(row.instructor.before), personName(row.instructor.after));

/** The record and its instructor and points have columns of their own: the other fields that differ. */
export const shownFields = (row: Pick<AssignmentDifference, 'fields'>) =>
  row.fields.filter((field) => !['SectionId', 'UserId', 'points'].includes(field.field));

export const changeKindLabels: Record<AssignmentDifference['change'], string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
};

/** A points move with its sign: "+3", "-1.5", "0". */
export const signedPoints = (delta: number) => (delta > 0 ? `+${formatNumber(delta)}` : formatNumber(delta));
