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

export interface ProgressStep {
  number: number;
  name: string;
}

/** The step with its name; null while the period has none (or an unknown number). */
export function progressStepOf(stepNumber: number | null | undefined): ProgressStep | null {
  if (typeof stepNumber !== 'number') return null;
  const name = progressStepNames[stepNumber - 1];
  return name ? { number: stepNumber, name } : null;
}
