/**
 * The shapes of the assignment answers beyond records, shared by the API (services/api/src/teachingAssignments)
 * and the web (web/src/teachingAssignments): the load preview, warnings and suggested assignees.
 */

/** Something to confirm before a change is made (409 `warnings` until `?confirm=true`). */
export interface ChangeWarning {
  kind: 'overload' | 'timeConflict' | string;
  message: string;
}

/** An instructor's points in the section's period before and after an assignment ("after this: 12 of 18"). */
export interface LoadPreview {
  UserId: string;
  instructorName: string | null;
  points: number;
  pointsRequired: number | null;
  pointsAssigned: number;
  pointsAfter: number;
  pointsRemainingAfter: number | null;
  warnings: ChangeWarning[];
}

/** One criterion of a suggestion (DESIGN §11), scored 0 (against) to 1 (for). */
export interface SuggestionCriterion {
  criterion: string;
  label: string;
  score: number;
  weight: number;
  detail: string;
}

/** A ranked candidate for a section: score 0-100 and the share (`points`) suggested. */
export interface SuggestedAssignee {
  id: string;
  UserId: string;
  instructorName: string;
  score: number;
  points: number;
  pointsRequired: number | null;
  pointsAssigned: number;
  pointsAfter: number;
  criteria: SuggestionCriterion[];
  warnings: ChangeWarning[];
}
