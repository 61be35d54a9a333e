import type { FieldErrors } from '../shared/errors.js';

/** The merge fields a template may use (`{{name}}`), with what each becomes: the page's help lists them. */
export const mergeFields = {
  firstName: 'The recipient’s first name',
  lastName: 'The recipient’s last name',
  displayName: 'The recipient’s name as shown in TAMS',
  sections: 'Their sections this period, one per line',
  requiredPoints: 'Points they are required to teach this period',
  assignedPoints: 'Points assigned to them this period (teaching and administrative)',
  remainingPoints: 'Required minus assigned points',
} as const;
export type MergeFieldName = keyof typeof mergeFields;
export const mergeFieldNames = Object.keys(mergeFields) as MergeFieldName[];

/** One section of a recipient as the `{{sections}}` list shows it. */
export interface RecipientSection {
  /** e.g. "MATH 101-01 Calculus I". */
  label: string;
  term: string | null;
  points: number;
}

/** What a message is rendered from: one recipient's facts in the period. */
export interface RecipientFacts {
  firstName: string;
  lastName: string;
  displayName: string;
  sections: readonly RecipientSection[];
  requiredPoints: number | null;
  assignedPoints: number;
  remainingPoints: number | null;
}

const placeholder = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{...}}` names in `text` that are no merge field, each once, in order. */
export function unknownMergeFields(text: string): string[] {
  const unknown = [...text.matchAll(placeholder)]
    .map((match) => match[1]!)
    .filter((name) => !(name in mergeFields));
  return [...new Set(unknown)];
}

/** Field errors for a subject and body that name unknown merge fields (none: undefined). */
export function mergeFieldErrors(template: { subject?: unknown; body?: unknown }): FieldErrors | undefined {
  const errors: FieldErrors = {};
  for (const field of ['subject', 'body'] as const) {
    const text = template[field];
    if (typeof text !== 'string') continue;
    const unknown = unknownMergeFields(text);
    if (unknown.length > 0)
      errors[field] =
        `Unknown merge field${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `{{${name}}}`).join(', ')}: ` +
        `use ${mergeFieldNames.map((name) => `{{${name}}}`).join(', ')}`;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

const points = (value: number | null) => (value === null ? 'not set' : String(Math.round(value * 100) / 100));

function sectionList(sections: readonly RecipientSection[]): string {
  if (sections.length === 0) return '(no sections this period)';
  return sections
    .map(
      (section) =>
        `- ${section.label}${section.term ? ` (${section.term})` : ''}, ${points(section.points)} points`,
    )
    .join('\n');
}

/** The value each merge field takes for one recipient. */
export function mergeValuesOf(facts: RecipientFacts): Record<MergeFieldName, string> {
  return {
    firstName: facts.firstName,
    lastName: facts.lastName,
    displayName: facts.displayName,
    sections: sectionList(facts.sections),
    requiredPoints: points(facts.requiredPoints),
    assignedPoints: points(facts.assignedPoints),
    remainingPoints: points(facts.remainingPoints),
  };
}

/** `text` with each merge field replaced (call after mergeFieldErrors: an unknown one stays as written). */
export function renderMergeFields(text: string, facts: RecipientFacts): string {
  const values = mergeValuesOf(facts);
  return text.replace(placeholder, (whole, name: string) =>
    name in values ? values[name as MergeFieldName] : whole,
  );
}

/** A subject is one line: what a merge field brings in on several lines is joined with commas. */
export const renderSubject = (subject: string, facts: RecipientFacts) =>
  renderMergeFields(subject, facts)
    .replace(/\s*\n\s*/g, ', ')
    .trim();
