import { preferenceStatuses } from '@tams/domain';
import { preferenceSubmissionIdOf, type SubmissionRow } from '@tams/projections';
import type { ListAllowList } from '@tams/projections';

/** What /api/preferenceSubmissions may be filtered and sorted by (DESIGN §6: an allow-list, never raw SQL). */
export const submissionsAllowList: ListAllowList = {
  fields: {
    AcademicPeriodId: { kind: 'uuid', ops: ['eq'] },
    status: { kind: 'enum', ops: ['eq', 'in'], values: preferenceStatuses },
    WorkgroupId: { kind: 'uuid', ops: ['eq', 'in'] },
    UserId: { kind: 'uuid', ops: ['eq', 'in'] },
    instructorName: { kind: 'text', ops: ['eq', 'contains', 'startsWith'] },
  },
  sortable: new Set(['instructorName', 'status', 'preferenceCount', 'submittedAt', 'updatedAt']),
  includes: new Set(),
  search: ['instructorName'],
  meta: false,
  defaultSort: [{ field: 'instructorName', direction: 'ASC' }],
};

/** A row as answered: the submission's id (derived, so notStarted rows have one too), numbers as numbers. */
export const presentSubmission = (row: SubmissionRow) => ({
  ...row,
  id: preferenceSubmissionIdOf(row.UserId, row.AcademicPeriodId),
  version: Number(row.version),
  preferenceCount: Number(row.preferenceCount ?? 0),
});
