/** The answers of /api/workgroupApprovals: the contract lives in @tams/domain, shared with the API. */
export type {
  ApprovalHistoryEntry,
  ApprovalStatus,
  PlanSection,
  WorkgroupPlanReview,
  ApprovalSummary,
  PlanEntry,
  WorkgroupApprovalDetail,
  WorkgroupApprovalRow,
} from '@tams/domain';
