import type { Rate, RateCell, RateChange } from './costApi';

/** What a cell's inputs hold while being edited: text, as typed. */
export interface CellDraft {
  costPerPoint: string;
  overloadRate: string;
}

export const cellKey = (cell: RateCell) => `${cell.InstructorTypeId}:${cell.RankId}`;

export const draftOf = (rate: Rate | undefined): CellDraft => ({
  costPerPoint: rate ? String(rate.costPerPoint) : '',
  overloadRate: rate ? String(rate.overloadRate) : '',
});

/** The message of an amount as typed, as the server would say it (decideInstructorRates). */
export function amountError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return 'Must be an amount';
  if (value < 0) return 'Must be 0 or more';
  if (value > 1_000_000) return 'At most 1,000,000';
  if (!/^\d*(\.\d{0,2})?$/.test(text.trim())) return 'At most 2 decimals';
  return undefined;
}

/** Field errors of one cell's draft: both amounts or neither. */
export function cellErrors(draft: CellDraft): Partial<CellDraft> {
  const errors: Partial<CellDraft> = {};
  const [cost, overload] = [draft.costPerPoint.trim(), draft.overloadRate.trim()];
  for (const name of ['costPerPoint', 'overloadRate'] as const) {
    const error = amountError(draft[name]);
    if (error) errors[name] = error;
  }
  if (cost === '' && overload !== '') errors.costPerPoint ??= 'Required (or clear both)';
  if (overload === '' && cost !== '') errors.overloadRate ??= 'Required (or clear both)';
  return errors;
}

const sameAs = (draft: CellDraft, rate: Rate | undefined) => {
  const saved = draftOf(rate);
  const amount = (text: string) => (text.trim() === '' ? null : Number(text));
  return (
    amount(draft.costPerPoint) === amount(saved.costPerPoint) &&
    amount(draft.overloadRate) === amount(saved.overloadRate)
  );
};

/** The cells whose draft differs from the saved rate, as the changes a save sends. */
export function changesOf(drafts: Record<string, CellDraft>, rates: readonly Rate[]): RateChange[] {
  const saved = new Map(rates.map((rate) => [cellKey(rate), rate]));
  return Object.entries(drafts).flatMap(([key, draft]) => {
    const rate = saved.get(key);
    if (sameAs(draft, rate)) return [];
    const [InstructorTypeId, RankId] = key.split(':') as [string, string];
    const amount = (text: string) => (text.trim() === '' ? null : Number(text));
    return [
      {
        InstructorTypeId,
        RankId,
        costPerPoint: amount(draft.costPerPoint),
        overloadRate: amount(draft.overloadRate),
        version: rate?.version ?? 0,
      },
    ];
  });
}

/** A server's `rates.<i>.<field>` errors, back on the cells of the changes sent. */
export function serverCellErrors(
  errors: Record<string, string>,
  sent: readonly RateChange[],
): Record<string, Partial<CellDraft>> {
  const byCell: Record<string, Partial<CellDraft>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^rates\.(\d+)(?:\.(\w+))?$/.exec(path);
    const change = match ? sent[Number(match[1])] : undefined;
    if (!change) continue;
    const field = match![2] === 'overloadRate' ? 'overloadRate' : 'costPerPoint';
    (byCell[cellKey(change)] ??= {})[field] = message;
  }
  return byCell;
}
