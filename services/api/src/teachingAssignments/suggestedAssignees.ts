import {
  conflictText,
  type DraftInstructor,
  type DraftSection,
  defaultDraftWeights,
  draftSuggestions,
  type MeetingConflict,
  type Preference,
  type SuggestedAssignee,
  uncoveredPoints,
} from '@tams/domain';
import { instructorRows, type ReadModels, taughtBefore } from '@tams/projections';
import type { Row } from '../resources/recordReads.js';
import { meetingConflicts } from './meetingConflicts.js';
import { type Candidate, criteriaOf, warningsOf } from './suggestionCriteria.js';

const weights = defaultDraftWeights;

/**
 * Who could teach a section, by the auto-draft's scoring and rules (DESIGN §11, §18-19): first the
 * candidates, those a draft could choose, in the order of their scores (what a draft of this section alone
 * would gain by choosing each: draftSuggestions, so the first is what that draft proposes); then those it
 * could not, each with `cannotTake` saying why (a time conflict, another workgroup, not receiving
 * assignments, required points not set or going over them). Each comes with the per-criterion breakdown.
 * Everyone: the active faculty who do not teach the section yet.
 */
export async function suggestedAssignees(
  db: ReadModels,
  section: Row,
  limit = 50,
  options: { effortEnabled?: boolean } = {},
): Promise<SuggestedAssignee[]> {
  const periodId = String(section.AcademicPeriodId);
  const share = uncoveredPoints(section);
  // a covered section needs nobody: suggesting shares of 0 points helps no one (the web says why)
  if (share <= 0) return [];
  const faculty: Candidate[] = await db
    .selectFrom(instructorRows(db, periodId, options).as('i'))
    .leftJoin('facultyProfiles as fp', 'fp.id', 'i.FacultyProfileId')
    .selectAll('i')
    .select(['fp.credentials', 'fp.certifications'])
    .where('i.isActive', '=', true)
    .execute();
  const teaching = new Set(
    (
      await db
        .selectFrom('teachingAssignments')
        .select('UserId')
        .where('SectionId', '=', section.id)
        .execute()
    ).map((row) => row.UserId),
  );
  const candidates = faculty.filter((candidate) => !teaching.has(candidate.id));
  const ids = faculty.map((candidate) => candidate.id);
  const [conflicts, taught, submissions] = await Promise.all([
    meetingConflicts(db, section.id, ids),
    section.CourseId ? taughtBefore(db, periodId, ids, [String(section.CourseId)]) : [],
    ids.length === 0
      ? []
      : db
          .selectFrom('preferenceSubmissions')
          .select(['UserId', 'submittedPreferences'])
          .where('AcademicPeriodId', '=', periodId)
          .where('UserId', 'in', ids)
          .execute(),
  ]);
  const submittedOf = new Map(
    submissions.map((row) => [row.UserId, row.submittedPreferences as Preference[]]),
  );
  const conflictsOf = groupBy(conflicts, (conflict) => conflict.UserId);
  const draftSection: DraftSection = {
    id: section.id,
    label: String(section.id),
    CourseId: (section.CourseId ?? null) as string | null,
    WorkgroupId: (section.WorkgroupId ?? null) as string | null,
    AcademicTermId: (section.AcademicTermId ?? null) as string | null,
    TeachingModeId: (section.TeachingModeId ?? null) as string | null,
    points: share,
  };
  const periodsOf = (UserId: string) => [
    ...new Set(taught.flatMap((row) => (row.UserId === UserId && row.name ? [row.name] : []))),
  ];
  const instructorOf = (row: Candidate): DraftInstructor => ({
    id: row.id,
    name: row.name,
    pointsRequired: row.pointsRequired,
    pointsAssigned: row.pointsAssigned,
    WorkgroupIds: row.WorkgroupIds,
    preferences: submittedOf.get(row.id) ?? null,
    taught: draftSection.CourseId ? { [draftSection.CourseId]: periodsOf(row.id) } : {},
  });
  const ranked = draftSuggestions(
    draftSection,
    candidates.map((row) => ({
      instructor: instructorOf(row),
      conflicts: (conflictsOf.get(row.id) ?? []).map(conflictText),
      receivesAssignments: row.receiveAssignments === true,
    })),
    // the draft balances those it may give sections
    faculty.filter((row) => row.receiveAssignments === true).map(instructorOf),
    weights,
  );
  const rowOf = new Map(candidates.map((row) => [row.id, row]));
  return ranked.slice(0, limit).map(({ UserId, pair, gain, cannotTake }): SuggestedAssignee => {
    const candidate = rowOf.get(UserId)!;
    const clashes: MeetingConflict[] = conflictsOf.get(UserId) ?? [];
    return {
      id: UserId,
      UserId,
      instructorName: candidate.name,
      // the draft objective's gain (coverage, preference, history, balance, equity), to one decimal
      score: Math.round(gain * 10) / 10,
      points: share,
      pointsRequired: candidate.pointsRequired,
      pointsAssigned: candidate.pointsAssigned,
      pointsAfter: pair.pointsAfter,
      criteria: criteriaOf(draftSection, candidate, pair, clashes),
      warnings: warningsOf(candidate, pair.pointsAfter, clashes),
      cannotTake: cannotTake.length > 0 ? cannotTake.join('; ') : null,
    };
  });
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
