import {
  type ChangeWarning,
  conflictText,
  type MeetingConflict,
  type Preference,
  preferenceAlignmentOf,
  roundPoints,
  type SuggestedAssignee,
  type SuggestionCriterion,
  uncoveredPoints,
} from '@tams/domain';
import { type InstructorRow, instructorRows, type ReadModels } from '@tams/projections';
import type { Row } from '../resources/recordReads.js';
import { meetingConflicts } from './meetingConflicts.js';

/** How much each criterion counts (DESIGN §11); they add up to 1, so a score is out of 100. */
const weights = {
  preferenceMatch: 0.25,
  remainingPoints: 0.25,
  timeConflicts: 0.2,
  taughtBefore: 0.1,
  workgroup: 0.1,
  qualifications: 0.1,
};

/** How the section fits the candidate's submitted preferences (as an assignment of no particular type). */
function preferenceCriterion(section: Row, submitted: Preference[] | null): SuggestionCriterion {
  const { score, reasons } = preferenceAlignmentOf(
    {
      AcademicTermId: (section.AcademicTermId ?? null) as string | null,
      TeachingModeId: (section.TeachingModeId ?? null) as string | null,
      AssignmentTypeId: null,
      CourseId: (section.CourseId ?? null) as string | null,
    },
    submitted,
  );
  return {
    criterion: 'preferenceMatch',
    label: 'Preference match',
    score,
    weight: weights.preferenceMatch,
    detail: reasons.join('; '),
  };
}

function remainingCriterion(row: InstructorRow, share: number): SuggestionCriterion {
  const required = row.pointsRequired;
  const assigned = row.pointsAssigned;
  const base = { criterion: 'remainingPoints', label: 'Remaining points', weight: weights.remainingPoints };
  if (required === null)
    return { ...base, score: 0.3, detail: `Required points not set; ${assigned} assigned` };
  const after = roundPoints(assigned + share);
  const remaining = roundPoints(required - assigned);
  const score = after > required ? 0 : required === 0 ? 0 : Math.min(1, remaining / required);
  return { ...base, score, detail: `${assigned} of ${required} points assigned; ${after} after this` };
}

/**
 * Who could teach a section, best first (those who would go over their required points last), each with the per-criterion breakdown of DESIGN §11: preference
 * match (the candidate's submitted preferences; neutral without), remaining points, meeting-time conflicts, having taught
 * the course before, membership of the section's workgroup, and qualifications on file. Candidates are the
 * active faculty who receive assignments and do not teach the section yet.
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
  const candidates = await db
    .selectFrom(instructorRows(db, periodId, options).as('i'))
    .leftJoin('facultyProfiles as fp', 'fp.id', 'i.FacultyProfileId')
    .selectAll('i')
    .select(['fp.credentials', 'fp.certifications'])
    .where('i.isActive', '=', true)
    .where('i.receiveAssignments', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('teachingAssignments as ta')
            .select('ta.id')
            .whereRef('ta.UserId', '=', 'i.id')
            .where('ta.SectionId', '=', section.id),
        ),
      ),
    )
    .execute();
  const ids = candidates.map((candidate) => candidate.id);
  const [conflicts, taught, submissions] = await Promise.all([
    meetingConflicts(db, section.id, ids),
    ids.length === 0 || !section.CourseId
      ? []
      : db
          .selectFrom('teachingAssignments as ta')
          .innerJoin('academicPeriods as p', 'p.id', 'ta.AcademicPeriodId')
          .select(['ta.UserId', 'p.name'])
          .where('ta.UserId', 'in', ids)
          .where('ta.CourseId', '=', String(section.CourseId))
          .where('ta.SectionId', '<>', section.id)
          .orderBy('p.startDate', 'desc')
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom('preferenceSubmissions')
          .select(['UserId', 'submittedPreferences'])
          .where('AcademicPeriodId', '=', periodId)
          .where('UserId', 'in', ids)
          .execute(),
  ]);
  const submittedOf = new Map(submissions.map((row) => [row.UserId, row.submittedPreferences]));
  const conflictsOf = groupBy(conflicts, (conflict) => conflict.UserId);
  // row.UserId is one of ids: never null
  const taughtIn = groupBy(taught, (row) => row.UserId!);
  const suggestions = candidates.map((candidate): SuggestedAssignee => {
    const clashes: MeetingConflict[] = conflictsOf.get(candidate.id) ?? [];
    const periods = [...new Set((taughtIn.get(candidate.id) ?? []).map((row) => row.name))];
    const inWorkgroup = !!section.WorkgroupId && candidate.WorkgroupIds.includes(String(section.WorkgroupId));
    const qualifications = [candidate.credentials, candidate.certifications].filter(Boolean).join('; ');
    const criteria: SuggestionCriterion[] = [
      preferenceCriterion(section, submittedOf.get(candidate.id) ?? null),
      remainingCriterion(candidate, share),
      {
        criterion: 'timeConflicts',
        label: 'Meeting-time conflicts',
        score: clashes.length === 0 ? 1 : 0,
        weight: weights.timeConflicts,
        detail:
          clashes.length === 0 ? 'No conflicts' : `Conflicts with ${clashes.map(conflictText).join(', ')}`,
      },
      {
        criterion: 'taughtBefore',
        label: 'Taught this course before',
        score: periods.length > 0 ? 1 : 0,
        weight: weights.taughtBefore,
        detail: periods.length > 0 ? `Taught in ${periods.join(', ')}` : 'Not taught before',
      },
      {
        criterion: 'workgroup',
        label: 'Workgroup',
        score: inWorkgroup ? 1 : 0,
        weight: weights.workgroup,
        detail: inWorkgroup ? "Member of the section's workgroup" : "Not in the section's workgroup",
      },
      {
        criterion: 'qualifications',
        label: 'Qualifications',
        score: qualifications ? 1 : 0.5,
        weight: weights.qualifications,
        detail: qualifications ? qualifications.slice(0, 200) : 'No credentials or certifications on file',
      },
    ];
    const pointsAfter = roundPoints(candidate.pointsAssigned + share);
    const warnings: ChangeWarning[] = [];
    if (candidate.pointsRequired !== null && pointsAfter > candidate.pointsRequired)
      warnings.push({
        kind: 'overload',
        message: `Would have ${pointsAfter} of ${candidate.pointsRequired} required points.`,
      });
    if (clashes.length > 0)
      warnings.push({
        kind: 'timeConflict',
        message: `Already teaches at this time: ${clashes.map(conflictText).join(', ')}.`,
      });
    return {
      id: candidate.id,
      UserId: candidate.id,
      instructorName: candidate.name,
      score: Math.round(100 * criteria.reduce((sum, c) => sum + c.score * c.weight, 0)),
      points: share,
      pointsRequired: candidate.pointsRequired,
      pointsAssigned: candidate.pointsAssigned,
      pointsAfter,
      criteria,
      warnings,
    };
  });
  // going over one's required points weighs more than any criterion: whoever would stay within them ranks
  // first, then by score (an overloaded candidate's warning says why a higher score ranks lower)
  const overloads = (suggestion: SuggestedAssignee) =>
    suggestion.warnings.some((warning) => warning.kind === 'overload') ? 1 : 0;
  return suggestions
    .sort(
      (a, b) =>
        overloads(a) - overloads(b) ||
        b.score - a.score ||
        a.instructorName.localeCompare(b.instructorName) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
