import {
  assignmentCostOf,
  type CostTotal,
  type InstructorCost,
  instructorCostOf,
  roundMoney,
  roundPoints,
  totalOf,
} from '@tams/domain';
import type { ReadModels } from '../readModelDatabase.js';
import { instructorRows } from '../instructors/queries.js';
import { ratesOfPeriod } from './rateQueries.js';

export interface InstructorCostRow extends InstructorCost {
  id: string;
  name: string;
  InstructorTypeId: string | null;
  instructorTypeName: string | null;
  RankId: string | null;
  rankName: string | null;
  Workgroups: { id: string; name: string }[];
  pointsRequired: number | null;
  pointsAssigned: number;
  teachingPoints: number;
  costPerPoint: number | null;
  overloadRate: number | null;
}

export interface CostGroup extends CostTotal {
  id: string | null;
  name: string;
  points: number;
}
export interface SectionCost extends CostGroup {
  sectionNumber: string;
  CourseId: string | null;
  courseNumber: string | null;
  WorkgroupId: string | null;
  instructors: { UserId: string; name: string; points: number; cost: number | null }[];
}

export interface PeriodCosts {
  AcademicPeriodId: string;
  instructors: InstructorCostRow[];
  sections: SectionCost[];
  courses: CostGroup[];
  workgroups: CostGroup[];
  /** Every instructor's cost (teaching and administrative points). */
  total: CostTotal;
}

/** The teaching assignments of a period with what their section belongs to. */
const assignmentsOf = (db: ReadModels, periodId: string) =>
  db
    .selectFrom('teachingAssignments as a')
    .innerJoin('sections as s', 's.id', 'a.SectionId')
    .leftJoin('courses as c', 'c.id', 's.CourseId')
    .leftJoin('workgroups as w', 'w.id', 's.WorkgroupId')
    .select([
      'a.UserId',
      'a.SectionId',
      'a.points',
      's.sectionNumber',
      's.name as sectionName',
      's.CourseId',
      'c.courseNumber',
      'c.name as courseName',
      's.WorkgroupId',
      'w.name as workgroupName',
    ])
    .where('a.AcademicPeriodId', '=', periodId)
    .execute();

type Assignment = Omit<Awaited<ReturnType<typeof assignmentsOf>>[number], 'UserId' | 'sectionNumber'> & {
  UserId: string;
  sectionNumber: string;
  cost: number | null;
  name: string;
};

function groupBy(
  assignments: readonly Assignment[],
  keyOf: (a: Assignment) => string | null,
  nameOf: (a: Assignment) => string,
): CostGroup[] {
  const groups = new Map<string | null, Assignment[]>();
  for (const assignment of assignments) {
    const key = keyOf(assignment);
    groups.set(key, [...(groups.get(key) ?? []), assignment]);
  }
  return [...groups].map(([id, members]) => ({
    id,
    name: nameOf(members[0]!),
    points: roundPoints(members.reduce((sum, a) => sum + Number(a.points), 0)),
    ...totalOf(members.map((a) => a.cost)),
  }));
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'en');

/**
 * Each faculty member's cost in a period and the teaching cost per section, course and workgroup, computed
 * now from the read models (workload, profile, rates): an assignment's change shows at the next read.
 */
export async function periodCostsOf(
  db: ReadModels,
  periodId: string,
  { effortEnabled = false } = {},
): Promise<PeriodCosts> {
  const [people, rates, rawAssignments] = await Promise.all([
    db
      .selectFrom(instructorRows(db, periodId, { effortEnabled }).as('i'))
      .selectAll()
      .orderBy('name')
      .execute(),
    ratesOfPeriod(db, periodId),
    assignmentsOf(db, periodId),
  ]);
  const rateOf = new Map(rates.map((rate) => [`${rate.InstructorTypeId}:${rate.RankId}`, rate]));
  const instructors: InstructorCostRow[] = people.map((person) => {
    const rate = rateOf.get(`${person.InstructorTypeId}:${person.RankId}`) ?? null;
    const pointsAssigned = Number(person.pointsAssigned);
    const pointsRequired = person.pointsRequired === null ? null : Number(person.pointsRequired);
    return {
      id: person.id,
      name: person.name,
      InstructorTypeId: person.InstructorTypeId,
      instructorTypeName: person.instructorTypeName,
      RankId: person.RankId,
      rankName: person.rankName,
      Workgroups: person.Workgroups,
      pointsRequired,
      pointsAssigned,
      teachingPoints: Number(person.teachingPoints),
      costPerPoint: rate?.costPerPoint ?? null,
      overloadRate: rate?.overloadRate ?? null,
      ...instructorCostOf(pointsRequired, pointsAssigned, rate),
    };
  });
  const costOf = new Map(instructors.map((row) => [row.id, row]));
  const assignments: Assignment[] = rawAssignments.map((a) => {
    const instructor = costOf.get(String(a.UserId));
    return {
      ...a,
      UserId: String(a.UserId),
      sectionNumber: a.sectionNumber ?? '',
      name: instructor?.name ?? '',
      cost: instructor ? assignmentCostOf(Number(a.points), instructor) : null,
    };
  });
  const sections: SectionCost[] = groupBy(
    assignments,
    (a) => a.SectionId,
    (a) => `${a.courseNumber ?? ''} ${a.sectionNumber}`.trim(),
  ).map((group) => {
    const members = assignments.filter((a) => a.SectionId === group.id);
    const first = members[0]!;
    return {
      ...group,
      sectionNumber: first.sectionNumber,
      CourseId: first.CourseId,
      courseNumber: first.courseNumber,
      WorkgroupId: first.WorkgroupId,
      instructors: members
        .map((a) => ({
          UserId: a.UserId,
          name: a.name,
          points: Number(a.points),
          cost: a.cost === null ? null : roundMoney(a.cost),
        }))
        .sort(byName),
    };
  });
  return {
    AcademicPeriodId: periodId,
    instructors,
    sections: sections.sort(byName),
    courses: groupBy(
      assignments,
      (a) => a.CourseId,
      (a) => (a.courseNumber ? `${a.courseNumber} ${a.courseName ?? ''}`.trim() : 'No course'),
    ).sort(byName),
    workgroups: groupBy(
      assignments,
      (a) => a.WorkgroupId,
      (a) => a.workgroupName ?? 'No workgroup',
    ).sort(byName),
    total: totalOf(instructors.map((row) => row.cost)),
  };
}
