import type { SectionCoverage } from '@tams/domain';

/**
 * Sections by coverage status for the working period: uncovered (no assignment), partial (assigned < the
 * section's points), covered (equal), over (greater).
 *
 * There is no sections read model yet (sections and teaching assignments come with a later issue), so this
 * answers `{ available: false }` and the dashboard says "No sections yet". When sections exist, count them
 * here from their read model for `periodId`, restricted by the caller's read rules on Section (a workgroup
 * member reads only their workgroups' sections).
 */
export async function sectionCoverage(_periodId: string | null): Promise<SectionCoverage> {
  return { available: false };
}
