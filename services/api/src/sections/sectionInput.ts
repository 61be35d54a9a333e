import {
  childIncludeName,
  childrenOf,
  type FieldErrors,
  parseRecordInput,
  sections,
  standardColumns,
  ValidationError,
} from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import { referenceExists } from '../resources/recordReads.js';

/**
 * What a section's answers embed beyond its includes (courseNumber: sectionCourses.ts): a client may echo
 * them in a body.
 */
export const sectionEmbeds = ['TermMode', 'Meeting', 'courseNumber'] as const;

const { fields, computed = {} } = sections;

/** Keys a body may carry without setting anything: what a client read and sends back. */
const readOnlyKeys: ReadonlySet<string> = new Set([
  ...standardColumns,
  ...Object.keys(computed),
  ...Object.values(fields).flatMap((spec) => (spec.kind === 'reference' ? [spec.include] : [])),
  ...childrenOf(sections).map(childIncludeName),
  ...sectionEmbeds,
]);

/** What the server alone sets: a change may echo these unchanged, not change them. */
export const sectionServerKeys: ReadonlySet<string> = new Set([
  ...standardColumns.filter((name) => name !== 'version'),
  ...Object.keys(computed),
  ...Object.entries(fields).flatMap(([name, spec]) => (spec.serverOnly ? [name] : [])),
]);

/** The fields a client's body sets (on an add too, before the offering completes it: none required yet). */
export const clientSectionValues = (body: unknown) =>
  parseRecordInput(fields, body, 'update', { readOnlyKeys });

/** A new section's values as the server completed them: checked whole, required fields and defaults. */
export const completeSectionValues = (values: Record<string, unknown>) =>
  parseRecordInput(fields, values, 'create', { readOnlyKeys, trusted: true });

/** The records the values refer to exist (checked on the read models, beside the stream read). */
export async function refuseMissingReferences(
  db: ReadModels,
  values: Record<string, unknown>,
): Promise<void> {
  const errors: FieldErrors = {};
  await Promise.all(
    Object.entries(values).map(async ([name, value]) => {
      const spec = fields[name as keyof typeof fields];
      if (spec?.kind !== 'reference' || value === null || value === undefined) return;
      if (!(await referenceExists(db, spec.resource, String(value))))
        errors[name] = `No ${spec.label.toLowerCase()} with this id`;
    }),
  );
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}
