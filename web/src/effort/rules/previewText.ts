import type { PreviewMove, RulePreview } from './effortRulesApi';

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of effort (the payroll amount) as the screens show it: 1,234.50. */
export const amountText = (amount: number) => money.format(amount);

/** A category of a move; none is "Unclassified". */
export const categoryText = (name: string | null | undefined) => name ?? 'Unclassified';

/** The person of a move: the TAMS user's name, or the employee id a row names when no user has it. */
export const personText = (move: PreviewMove) => move.name || `Employee ${move.EmployeeId}`;

/** The preview in one sentence. */
export function previewSummary(preview: RulePreview): string {
  if (preview.moves.length === 0) return "No one's effort moves.";
  const people = new Set(preview.moves.map((move) => move.UserId ?? `#${move.EmployeeId}`)).size;
  return `${amountText(preview.amountMoved)} of effort moves for ${people} ${people === 1 ? 'person' : 'people'} (${preview.rowsAffected} ${preview.rowsAffected === 1 ? 'row' : 'rows'}).`;
}

/** The moves, largest first, then by person. */
export const movesInOrder = (moves: readonly PreviewMove[]) =>
  [...moves].sort(
    (a, b) => Math.abs(b.amount) - Math.abs(a.amount) || personText(a).localeCompare(personText(b)),
  );
