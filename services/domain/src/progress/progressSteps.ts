import { z } from 'zod';

/** The progress steps of an academic period (DESIGN §11), numbered from 1. */
export const progressStepNames = [
  'Setup',
  'Course offerings',
  'Section scheduling',
  'Teaching preferences',
  'Draft assignments',
  'Workgroup review',
  'Academic affairs approval',
  'Published to faculty',
] as const;

export const progressStepSchema = z.object({ number: z.number().int(), name: z.string() });
export type ProgressStep = z.infer<typeof progressStepSchema>;

/** The step with its name; null while the period has none (or an unknown number). */
export function progressStepOf(stepNumber: number | null | undefined): ProgressStep | null {
  if (typeof stepNumber !== 'number') return null;
  const name = progressStepNames[stepNumber - 1];
  return name ? { number: stepNumber, name } : null;
}

export const firstProgressStep = 1;
export const lastProgressStep = progressStepNames.length;
/** Workgroups approve their plans in these steps (6 Workgroup review, 7 Academic affairs approval). */
export const approvalSteps: readonly number[] = [6, 7];
/** From this step faculty see their assignments (publishedForFaculty). */
export const publishedStep = lastProgressStep;

export const isPublishedStep = (step: number | null | undefined) => step === publishedStep;
