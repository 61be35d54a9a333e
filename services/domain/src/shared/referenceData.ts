import { type Fields, field } from './fields.js';
import { defineResource } from './resource.js';

/**
 * Reference data (term types, teaching modes, ranks, tracks, ...): a name, a description, active or not.
 * Each kind is this one call; DESIGN §11 counts 20+ of them.
 */
export function referenceDataResource(options: {
  name: string;
  eventPrefix: string;
  streamPrefix: string;
  labels: { one: string; many: string };
  /** Fields of this kind beyond the name, description and active flag. */
  moreFields?: Fields;
}) {
  const { moreFields, ...names } = options;
  return defineResource({
    ...names,
    fields: {
      name: field.text('Name', { required: true, max: 100, unique: true, search: true }),
      description: field.text('Description', { max: 1000, multiline: true, list: false, search: true }),
      isActive: field.boolean('Active', { default: true }),
      ...moreFields,
    },
    representation: 'name',
    defaultSort: ['name', 'ASC'] as const,
  });
}

const words = (label: string) => label.split(/\s+/).filter(Boolean);
const pascal = (label: string) =>
  words(label)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
const camel = (label: string) => pascal(label).replace(/^./, (c) => c.toLowerCase());

/**
 * A value list named by its labels alone: `valueList('Instructor Type', 'Instructor Types')` is the
 * resource `instructorTypes` with events InstructorTypeCreated, ... in streams `instructorType-<id>`.
 */
export const valueList = (one: string, many: string, moreFields?: Fields) =>
  referenceDataResource({
    name: camel(many),
    eventPrefix: pascal(one),
    streamPrefix: camel(one),
    labels: { one, many },
    moreFields,
  });
