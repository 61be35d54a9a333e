import { type AppAbility, subject } from '@tams/access';
import type { RaRecord } from 'react-admin';

/**
 * Whether the user may add, change and remove the teaching assignments of `section`: create on
 * SectionAssignment, by role (academicOpsAdmin) or by a workgroup's assign right from progress step 6 (its
 * condition is the section's workgroup). Admin manages sections but only reads their assignments (spec §6).
 */
export function canAssignIn(ability: AppAbility, section: RaRecord | undefined): boolean {
  if (!section) return false;
  const { WorkgroupId } = section as { WorkgroupId?: string };
  return ability.can('create', subject('SectionAssignment', { WorkgroupId }));
}

/** Whether the user may read the teaching assignments of `section` (a scheduler reads sections, not these). */
export function canReadAssignmentsOf(ability: AppAbility, section: RaRecord | undefined): boolean {
  if (!section) return false;
  const { WorkgroupId } = section as { WorkgroupId?: string };
  return ability.can('read', subject('SectionAssignment', { WorkgroupId }));
}
