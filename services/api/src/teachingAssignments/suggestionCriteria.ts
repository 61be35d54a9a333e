import {
  type ChangeWarning,
  conflictText,
  type DraftSection,
  defaultDraftWeights,
  inSectionWorkgroup,
  type MeetingConflict,
  type PairScore,
  type SuggestionCriterion,
} from '@tams/domain';
import type { InstructorRow } from '@tams/projections';

export type Candidate = InstructorRow & { credentials: string | null; certifications: string | null };
const weights = defaultDraftWeights;

/** The breakdown the web shows; weights are the draft's (0: a hard rule of the draft, or shown for information). */
export function criteriaOf(
  section: DraftSection,
  candidate: Candidate,
  pair: PairScore,
  clashes: MeetingConflict[],
): SuggestionCriterion[] {
  const { pointsRequired: required, pointsAssigned: assigned } = candidate;
  const inWorkgroup = inSectionWorkgroup(section, candidate);
  const qualifications = [candidate.credentials, candidate.certifications].filter(Boolean).join('; ');
  const remaining = required === null ? 0 : required - assigned;
  return [
    {
      criterion: 'preferenceMatch',
      label: 'Preference match',
      score: pair.preference.score,
      weight: weights.preference,
      detail: pair.preference.reasons.join('; '),
    },
    {
      criterion: 'remainingPoints',
      label: 'Remaining points',
      score: required === null || required === 0 || pair.over ? 0 : Math.min(1, remaining / required),
      weight: weights.balance,
      detail:
        required === null
          ? `Required points not set; ${assigned} assigned`
          : `${assigned} of ${required} points assigned; ${pair.pointsAfter} after this`,
    },
    {
      criterion: 'timeConflicts',
      label: 'Meeting-time conflicts',
      score: clashes.length === 0 ? 1 : 0,
      weight: 0,
      detail:
        clashes.length === 0 ? 'No conflicts' : `Conflicts with ${clashes.map(conflictText).join(', ')}`,
    },
    {
      criterion: 'taughtBefore',
      label: 'Taught this course before',
      score: pair.taughtIn.length > 0 ? 1 : 0,
      weight: weights.history,
      detail: pair.taughtIn.length > 0 ? `Taught in ${pair.taughtIn.join(', ')}` : 'Not taught before',
    },
    {
      criterion: 'workgroup',
      label: 'Workgroup',
      score: inWorkgroup ? 1 : 0,
      weight: 0,
      detail: inWorkgroup ? "Member of the section's workgroup" : "Not in the section's workgroup",
    },
    {
      criterion: 'qualifications',
      label: 'Qualifications',
      score: qualifications ? 1 : 0.5,
      weight: 0,
      detail: qualifications ? qualifications.slice(0, 200) : 'No credentials or certifications on file',
    },
  ];
}

export function warningsOf(
  candidate: Candidate,
  pointsAfter: number,
  clashes: MeetingConflict[],
): ChangeWarning[] {
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
  return warnings;
}
