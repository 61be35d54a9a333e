import { z } from 'zod';

/**
 * The shapes of the assignment answers beyond records, shared by the API (services/api/src/teachingAssignments)
 * and the web (web/src/teachingAssignments): the load preview, warnings and suggested assignees. Their types
 * derive from these schemas, which the OpenAPI document states.
 */

/** Something to confirm before a change is made (409 `warnings` until `?confirm=true`). */
export const changeWarningSchema = z.object({
  /** 'overload', 'timeConflict', ... */
  kind: z.string(),
  message: z.string(),
});
export type ChangeWarning = z.infer<typeof changeWarningSchema>;

/** An instructor's points in the section's period before and after an assignment ("after this: 12 of 18"). */
export const loadPreviewSchema = z.object({
  UserId: z.string(),
  instructorName: z.string().nullable(),
  points: z.number(),
  pointsRequired: z.number().nullable(),
  pointsAssigned: z.number(),
  pointsAfter: z.number(),
  pointsRemainingAfter: z.number().nullable(),
  warnings: z.array(changeWarningSchema),
});
export type LoadPreview = z.infer<typeof loadPreviewSchema>;

/** One criterion of a suggestion (DESIGN §11), scored 0 (against) to 1 (for). */
export const suggestionCriterionSchema = z.object({
  criterion: z.string(),
  label: z.string(),
  score: z.number(),
  weight: z.number(),
  detail: z.string(),
});
export type SuggestionCriterion = z.infer<typeof suggestionCriterionSchema>;

/**
 * Someone for a section: score and the share (`points`) suggested; `cannotTake` says why a draft could not
 * choose them (null: a candidate, ranked by score before everyone who cannot take it).
 */
export const suggestedAssigneeSchema = z.object({
  id: z.string(),
  UserId: z.string(),
  instructorName: z.string(),
  score: z.number(),
  points: z.number(),
  pointsRequired: z.number().nullable(),
  pointsAssigned: z.number(),
  pointsAfter: z.number(),
  criteria: z.array(suggestionCriterionSchema),
  warnings: z.array(changeWarningSchema),
  cannotTake: z.string().nullable(),
});
export type SuggestedAssignee = z.infer<typeof suggestedAssigneeSchema>;
