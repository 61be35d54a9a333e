import { academicPeriods } from './academicPeriods/academicPeriod.js';
import { academicTerms } from './academicPeriods/academicTerm.js';
import { administrativeAssignments } from './administrativeAssignments/administrativeAssignment.js';
import { apiKeys } from './apiKeys/apiKey.js';
import { courseOfferings } from './courseOfferings/courseOffering.js';
import { offeringTermModes } from './courseOfferings/offeringTermMode.js';
import { courses } from './courses/course.js';
import {
  costCenterDescriptions,
  effortCategories,
  effortPayPeriods,
  effortRules,
  effortTypes,
  enhancedEffortPositionAssociations,
} from './effort/effortReferenceData.js';
import { emailTemplates } from './emailInstructors/emailTemplate.js';
import { locations } from './locations/location.js';
import { valueListDefinitions, valueListNamed } from './referenceData/valueLists.js';
import { notes } from './notes/note.js';
import { meetings } from './sections/meeting.js';
import { sections } from './sections/section.js';
import { settings } from './settings/setting.js';
import type { ResourceDefinition } from './shared/resource.js';
import { taxonomies } from './taxonomies/taxonomy.js';
import { teachingAssignments } from './teachingAssignments/teachingAssignment.js';
import { uploads } from './uploads/upload.js';
import { facultyProfiles } from './users/facultyProfile.js';
import { financialData } from './users/financialData.js';
import { users } from './users/user.js';
import { userSettings } from './users/userSetting.js';
import { workgroups } from './workgroups/workgroup.js';
import { workgroupMemberships } from './workgroups/workgroupMembership.js';

/** Every simple resource, by wire name: the value lists (referenceData/valueLists.ts) and the others. */
export const resourceDefinitions = {
  ...Object.fromEntries(valueListDefinitions.map((definition) => [definition.name, definition])),
  academicPeriods,
  academicTerms,
  administrativeAssignments,
  apiKeys,
  courseOfferings,
  costCenterDescriptions,
  courses,
  effortCategories,
  effortPayPeriods,
  effortRules,
  effortTypes,
  emailTemplates,
  enhancedEffortPositionAssociations,
  facultyProfiles,
  financialData,
  locations,
  meetings,
  notes,
  offeringTermModes,
  sections,
  settings,
  taxonomies,
  teachingAssignments,
  uploads,
  users,
  userSettings,
  workgroupMemberships,
  workgroups,
} satisfies Record<string, ResourceDefinition>;

export type ResourceName = keyof typeof resourceDefinitions;

export function resourceDefinition(name: string): ResourceDefinition {
  const definition =
    (resourceDefinitions as Record<string, ResourceDefinition>)[name] ?? valueListNamed(name);
  if (!definition) throw new Error(`Unknown resource ${name}`);
  return definition;
}

/** The definition whose streams hold `definition`'s records: itself, or its parent. */
export const streamOwnerOf = (definition: ResourceDefinition): ResourceDefinition =>
  definition.parent ? resourceDefinition(definition.parent.resource) : definition;

export const childrenOf = (definition: ResourceDefinition): ResourceDefinition[] =>
  (definition.children ?? []).map(resourceDefinition);

/** A field of some resource that refers to records of another. */
export interface ReferencingField {
  definition: ResourceDefinition;
  field: string;
  list: boolean;
}

/**
 * The fields that keep a record of `target` from being deleted: every strong reference to it, except the
 * parent field of its own children (they are deleted with it).
 */
export function referencingFields(target: ResourceDefinition): ReferencingField[] {
  const ownChildren = new Set(target.children ?? []);
  return Object.values(resourceDefinitions as Record<string, ResourceDefinition>).flatMap((definition) =>
    Object.entries(definition.fields).flatMap(([field, spec]) => {
      if (spec.kind !== 'reference' && spec.kind !== 'referenceList') return [];
      if (spec.resource !== target.name) return [];
      if (spec.kind === 'reference' && spec.weak) return [];
      if (ownChildren.has(definition.name) && definition.parent?.field === field) return [];
      return [{ definition, field, list: spec.kind === 'referenceList' }];
    }),
  );
}
