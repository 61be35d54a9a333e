import {
  type FieldErrors,
  parseRecordInput,
  standardColumns,
  teachingAssignments,
  ValidationError,
} from '@tams/domain';
import type { AppContext } from '../context.js';
import { referenceExists } from '../resources/recordReads.js';

const { fields, computed } = teachingAssignments;
const includes = Object.values(fields).flatMap((spec) => (spec.kind === 'reference' ? [spec.include] : []));

/** What a client may echo from a read but not set (as the generic record writes judge it). */
const readOnlyKeys: ReadonlySet<string> = new Set([
  ...standardColumns,
  ...Object.keys(computed ?? {}),
  ...includes,
  'courseNumber', // the section's, as reads add it (sectionCourses.ts)
]);

/** What the server alone sets: an update may echo these unchanged, not change them. */
export const assignmentServerKeys: ReadonlySet<string> = new Set([
  ...standardColumns.filter((name) => name !== 'version'),
  ...Object.keys(computed ?? {}),
  ...Object.entries(fields).flatMap(([name, spec]) => (spec.serverOnly ? [name] : [])),
]);

/** A request's values, each checked (400 per field); none required, none server-set (those are ignored). */
export const parseAssignmentInput = (input: unknown) =>
  parseRecordInput(fields, input, 'update', { readOnlyKeys });

/** The values of a create as the caller sent them, with every required one: a 400 naming those missing. */
export const requireAssignmentInput = (input: unknown) =>
  parseRecordInput(fields, input, 'create', { readOnlyKeys });

export const noRecordWith = (field: keyof typeof fields) =>
  `No ${fields[field].label.toLowerCase()} with this id`;

/** A change's references that name no record (the fast, friendly answer of the generic writes). */
export async function refuseMissingReferences(
  db: AppContext['db'],
  values: Record<string, unknown>,
): Promise<void> {
  const errors: FieldErrors = {};
  await Promise.all(
    Object.entries(values).map(async ([name, value]) => {
      const spec = fields[name as keyof typeof fields];
      if (spec?.kind !== 'reference' || typeof value !== 'string') return;
      if (!(await referenceExists(db, spec.resource, value)))
        errors[name] = noRecordWith(name as keyof typeof fields);
    }),
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
