import { roundPoints } from '@tams/domain';
import { coverageSections, type ReadModels } from '@tams/projections';

type CoverageSection = Awaited<ReturnType<typeof coverageSections>>[number];

interface Subtotal {
  sections: number;
  points: number;
  assignedPoints: number;
  variance: number;
  uncovered: number;
}

const subtotalOf = (sections: CoverageSection[]): Subtotal => ({
  sections: sections.length,
  points: roundPoints(sections.reduce((sum, s) => sum + s.points, 0)),
  assignedPoints: roundPoints(sections.reduce((sum, s) => sum + s.assignedPoints, 0)),
  variance: roundPoints(sections.reduce((sum, s) => sum + s.variance, 0)),
  uncovered: sections.filter((s) => s.coverageStatus === 'uncovered').length,
});

/**
 * The coverage report of a period (DESIGN §11 coverage): the readable sections grouped by workgroup
 * (sections without one last, as `WorkgroupId: null`), each group with its subtotals, and the total.
 */
export async function coverageReportOf(
  db: ReadModels,
  period: { id: string; name: string },
  options: Parameters<typeof coverageSections>[2],
) {
  const rows = await coverageSections(db, period.id, options);
  const groups = new Map<string | null, CoverageSection[]>();
  for (const row of rows) {
    const key = row.WorkgroupId ?? null;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return {
    period,
    workgroups: [...groups].map(([WorkgroupId, sections]) => ({
      WorkgroupId,
      name: sections[0]!.workgroupName ?? null,
      sections: sections.map(({ WorkgroupId: _id, workgroupName: _name, ...section }) => section),
      subtotal: subtotalOf(sections),
    })),
    total: subtotalOf(rows),
  };
}
