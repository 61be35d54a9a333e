/** Which sections the workbench lists: those still needing instructors (the default), or all. */
export type CoverageScope = 'needsCoverage' | 'all';

/** Sections with no instructor, or fewer points assigned than they carry (DESIGN §11 coverage). */
export const needsCoverageStatuses = ['uncovered', 'partial'];

export const scopeFilter = (scope: CoverageScope): Record<string, unknown> =>
  scope === 'needsCoverage' ? { coverageStatus: needsCoverageStatuses } : {};
