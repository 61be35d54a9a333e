import { academicPeriods } from './academicPeriods/academicPeriod.js';
import { academicTerms } from './academicPeriods/academicTerm.js';
import { academicTermTypes } from './academicTermTypes/academicTermType.js';
import { courses } from './courses/course.js';
import type { ResourceDefinition } from './shared/resource.js';
import { users } from './users/user.js';
import { workgroups } from './workgroups/workgroup.js';

/** Every simple resource, by wire name. */
export const resourceDefinitions = {
  academicPeriods,
  academicTerms,
  academicTermTypes,
  courses,
  users,
  workgroups,
} satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof resourceDefinitions;

export function resourceDefinition(name: string): ResourceDefinition {
  const definition = (resourceDefinitions as Record<string, ResourceDefinition>)[name];
  if (!definition) throw new Error(`Unknown resource ${name}`);
  return definition;
}

/** The definition whose streams hold `definition`'s records: itself, or its parent. */
export const streamOwnerOf = (definition: ResourceDefinition): ResourceDefinition =>
  definition.parent ? resourceDefinition(definition.parent.resource) : definition;

export const childrenOf = (definition: ResourceDefinition): ResourceDefinition[] =>
  (definition.children ?? []).map(resourceDefinition);
