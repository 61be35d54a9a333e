import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';
import { uniqueAmongSiblings } from '../shared/rules.js';

/**
 * A user's membership of a workgroup (spec §3 Workgroup membership), in the workgroup's stream. The
 * permission bits (spec §9): 1 approve, 2 assign, 3 both; 0 reads the workgroup's sections only.
 */
export const workgroupMemberships = defineResource({
  name: 'workgroupMemberships',
  eventPrefix: 'WorkgroupMembership',
  streamPrefix: 'workgroup',
  labels: { one: 'Workgroup Membership', many: 'Workgroup Memberships' },
  fields: {
    WorkgroupId: field.reference('Workgroup', 'workgroups', 'Workgroup', { required: true, immutable: true }),
    UserId: field.reference('User', 'users', 'User', { required: true, immutable: true }),
    permission: field.integer('Permission', {
      min: 0,
      max: 3,
      default: 0,
      help: '1 approve, 2 assign, 3 both (from progress step 6)',
    }),
  },
  representation: 'UserId',
  defaultSort: ['UserId', 'ASC'],
  parent: { resource: 'workgroups', field: 'WorkgroupId' },
  rules: {
    validate: (values, { id, children }) =>
      uniqueAmongSiblings(
        id,
        values,
        children.workgroupMemberships,
        'UserId',
        'This user is already a member',
      ),
  },
});
