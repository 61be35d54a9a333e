import type { InstructorRow, WorkloadStatus } from '../instructors/instructorTypes';

export interface WorkloadSummary {
  name: string;
  facultyCount: number;
  pointsRequired: number;
  pointsAssigned: number;
  pointsRemaining: number;
  counts: Record<WorkloadStatus, number>;
}

/** Totals of a set of faculty: required (where set), assigned, remaining (where set), and how many of each status. */
export function summarize(name: string, rows: readonly InstructorRow[]): WorkloadSummary {
  const counts: Record<WorkloadStatus, number> = { over: 0, under: 0, met: 0, notSet: 0 };
  let pointsRequired = 0;
  let pointsAssigned = 0;
  let pointsRemaining = 0;
  for (const row of rows) {
    counts[row.workloadStatus] += 1;
    pointsRequired += row.pointsRequired ?? 0;
    pointsAssigned += row.pointsAssigned;
    pointsRemaining += row.pointsRemaining ?? 0;
  }
  return { name, facultyCount: rows.length, pointsRequired, pointsAssigned, pointsRemaining, counts };
}

/** One summary per workgroup (a faculty member in two counts in both), then those in none, by name. */
export function summarizeByWorkgroup(rows: readonly InstructorRow[]): WorkloadSummary[] {
  const groups = new Map<string, { name: string; rows: InstructorRow[] }>();
  const none: InstructorRow[] = [];
  for (const row of rows) {
    if (row.Workgroups.length === 0) none.push(row);
    for (const workgroup of row.Workgroups) {
      const group = groups.get(workgroup.id) ?? { name: workgroup.name, rows: [] };
      group.rows.push(row);
      groups.set(workgroup.id, group);
    }
  }
  const summaries = [...groups.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((group) => summarize(group.name, group.rows));
  return none.length > 0 ? [...summaries, summarize('No workgroup', none)] : summaries;
}
