import { academicTermTypes } from '../academicTermTypes/academicTermType.js';
import type { ResourceDefinition } from '../shared/resource.js';
import { campuses, cohorts, majors, programs, specialties } from '../taxonomies/taxonomyTerms.js';
import { instructorValueLists } from './instructorReferenceData.js';
import { planningValueLists } from './planningReferenceData.js';

/** The terms of the five taxonomies: value lists reached through their taxonomy, not a menu item each. */
export const taxonomyTermLists = [campuses, cohorts, majors, programs, specialties] as const;

/**
 * The value lists (reference data): a name, a description and active or not. Their routes, read model,
 * access subject (ReferenceData unless services/access says otherwise), Configuration menu item and the
 * access matrix's entries all derive from this list; a new one is added to its group's list
 * (instructorValueLists, planningValueLists). The order is the valueLists read model's table order.
 */
export const valueListDefinitions = [
  academicTermTypes,
  ...instructorValueLists,
  ...taxonomyTermLists,
  ...planningValueLists,
] as const;

const taxonomyTerms: ReadonlySet<ResourceDefinition> = new Set(taxonomyTermLists);

/** The value lists with a page of their own in the Configuration submenu (spec §2). */
export const configurationValueLists: readonly ResourceDefinition[] = valueListDefinitions.filter(
  (definition) => !taxonomyTerms.has(definition),
);

const addedValueLists = new Map<string, ResourceDefinition>();

/**
 * Value lists beyond this catalogue: a test's throwaway one, which startServer's `valueLists` adds before it
 * builds routes and read models, so that lookups by name (resourceDefinition, subjectOf, projectionOf) know it.
 */
export function addValueLists(definitions: readonly ResourceDefinition[]) {
  for (const definition of definitions) {
    if (valueListNamed(definition.name) && addedValueLists.get(definition.name) !== definition)
      throw new Error(`A value list named ${definition.name} exists already`);
    addedValueLists.set(definition.name, definition);
  }
}

/** The value list with this wire name, catalogued or added; undefined for any other resource. */
export const valueListNamed = (name: string): ResourceDefinition | undefined =>
  valueListDefinitions.find((definition) => definition.name === name) ?? addedValueLists.get(name);
