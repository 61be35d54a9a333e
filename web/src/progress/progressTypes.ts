/** The answers of GET /api/progressSteps and /api/progressActions: the contract lives in @tams/domain. */
export type { ProgressActionRow, ProgressSteps } from '@tams/domain';

export type ProgressMove = 'advance' | 'revert';
