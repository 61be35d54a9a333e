import type { Preference } from './preference.js';

export const preferenceAlignments = ['aligned', 'partial', 'notAligned', 'noPreferences'] as const;
export type PreferenceAlignment = (typeof preferenceAlignments)[number];

/** What an assignment (or a suggestion) is judged on: its section's term, mode and course, its type. */
export interface AlignmentTarget {
  AcademicTermId: string | null;
  TeachingModeId: string | null;
  AssignmentTypeId: string | null;
  CourseId: string | null;
}

export interface AlignmentResult {
  alignment: PreferenceAlignment;
  /** 0..1 */
  score: number;
  reasons: string[];
}

export const alignmentReasons = {
  noPreferences: 'No preferences submitted',
  noTerm: 'No preference for this term',
  term: (weight: number) => `Term preferred (weight ${weight} of 5)`,
  modeMatches: 'Teaching mode matches',
  modeDiffers: 'Teaching mode differs',
  typeMatches: 'Assignment type matches',
  typeDiffers: 'Assignment type differs',
  courseWished: 'Course wished for',
} as const;

const round = (score: number) => Math.round(Math.min(1, score) * 100) / 100;

/**
 * How an assignment fits its instructor's submitted preferences (DESIGN §11). Among the preferences for
 * the section's term, the best is the one matching most of (teaching mode, assignment type), then the
 * heaviest; a preference or an assignment without a type matches any type. Both match: aligned, else
 * partial; no preference for the term: notAligned; nothing submitted: noPreferences (neutral, 0.5).
 */
export function preferenceAlignmentOf(
  target: AlignmentTarget,
  submitted: readonly Preference[] | null | undefined,
): AlignmentResult {
  if (!submitted || submitted.length === 0)
    return { alignment: 'noPreferences', score: 0.5, reasons: [alignmentReasons.noPreferences] };
  const judged = submitted
    .filter((preference) => preference.AcademicTermId === target.AcademicTermId)
    .map((preference) => {
      const modeMatches = preference.TeachingModeId === target.TeachingModeId;
      const typeMatches =
        preference.AssignmentTypeId === null ||
        target.AssignmentTypeId === null ||
        preference.AssignmentTypeId === target.AssignmentTypeId;
      return { preference, modeMatches, typeMatches, matches: Number(modeMatches) + Number(typeMatches) };
    });
  if (judged.length === 0) return { alignment: 'notAligned', score: 0, reasons: [alignmentReasons.noTerm] };
  // the first of equals wins (the faculty member's own order)
  const best = judged.reduce((top, next) =>
    next.matches > top.matches ||
    (next.matches === top.matches && next.preference.weight > top.preference.weight)
      ? next
      : top,
  );
  const { weight, CourseIds } = best.preference;
  const aligned = best.modeMatches && best.typeMatches;
  const courseWished = target.CourseId !== null && (CourseIds ?? []).includes(target.CourseId);
  const reasons = [
    alignmentReasons.term(weight),
    best.modeMatches ? alignmentReasons.modeMatches : alignmentReasons.modeDiffers,
    best.typeMatches ? alignmentReasons.typeMatches : alignmentReasons.typeDiffers,
    ...(courseWished ? [alignmentReasons.courseWished] : []),
  ];
  const score = (aligned ? 0.5 + weight / 10 : 0.2 + weight / 20) + (courseWished ? 0.1 : 0);
  return { alignment: aligned ? 'aligned' : 'partial', score: round(score), reasons };
}
