import { type DraftWeights, maxDraftWeight } from '@tams/domain';

export type WeightName = keyof DraftWeights;

/** The objective's parts in the order the dialog and the draft's table show them, each with what it does. */
export const weightParts: readonly { name: WeightName; label: string; help: string }[] = [
  { name: 'coverage', label: 'Coverage', help: 'Rewards each point of a section the draft covers.' },
  {
    name: 'preference',
    label: 'Preference',
    help: "Rewards proposals that match the instructor's submitted teaching preferences.",
  },
  { name: 'history', label: 'History', help: 'Rewards giving an instructor a course they taught before.' },
  {
    name: 'balance',
    label: 'Balance',
    help: 'Penalizes each point anyone ends above or below their required points.',
  },
  {
    name: 'equity',
    label: 'Equity',
    help: 'Penalizes the largest gap between anyone\u2019s points and their required points.',
  },
  {
    name: 'overload',
    label: 'Overload',
    help: 'Penalizes each point anyone ends above their required points, when overload is allowed.',
  },
];

/** The weights as typed: text, so that a half-typed number is kept as the user sees it. */
export type WeightTexts = Record<WeightName, string>;

export const weightTextsOf = (weights: DraftWeights): WeightTexts =>
  Object.fromEntries(weightParts.map(({ name }) => [name, String(weights[name])])) as WeightTexts;

/** What is wrong with each typed weight (none: it is a number of zero or more). */
export function weightErrors(texts: WeightTexts): Partial<Record<WeightName, string>> {
  const errors: Partial<Record<WeightName, string>> = {};
  for (const { name } of weightParts) {
    const text = texts[name].trim();
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) errors[name] = 'Enter a number';
    else if (value < 0) errors[name] = 'Enter zero or more';
    else if (value > maxDraftWeight) errors[name] = `Enter at most ${maxDraftWeight}`;
  }
  return errors;
}

/** The typed weights as numbers; call only once `weightErrors` finds none. */
export const weightsOf = (texts: WeightTexts): DraftWeights =>
  Object.fromEntries(weightParts.map(({ name }) => [name, Number(texts[name])])) as unknown as DraftWeights;

/**
 * The server's field errors for the weights (400 `errors`, keyed `weights.coverage` or `coverage`), and
 * what it said about anything else.
 */
export function serverWeightErrors(errors: Record<string, unknown> | undefined) {
  const byWeight: Partial<Record<WeightName, string>> = {};
  const other: string[] = [];
  for (const [field, text] of Object.entries(errors ?? {})) {
    const message = typeof text === 'string' ? text : JSON.stringify(text);
    const part = weightParts.find(({ name }) => field === name || field === `weights.${name}`);
    if (part) byWeight[part.name] = message;
    else other.push(field === 'root' ? message : `${field}: ${message}`);
  }
  return { byWeight, other };
}
