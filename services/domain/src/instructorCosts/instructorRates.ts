import type { Decider, DomainEvent } from '@tams/event-store';
import {
  RecordVersionConflictError,
  StateConflictError,
  UnconfirmedWarningsError,
  ValidationError,
} from '../shared/errors.js';
import { cellKey, validateChanges } from './rateValidation.js';

/**
 * InstructorRates (spec §3, DESIGN §17): what a point of teaching costs in one academic period, per
 * instructor type and rank, and the overload rate paid per point above required points. One stream per
 * period holds its whole matrix: a cell (period, type, rank) exists only there and its map is keyed by
 * type and rank, so two rates of one cell cannot exist whatever the concurrency (appends of the stream are
 * serialized by its expected version; handleCommand decides again on the fresh state after a race).
 * Each cell carries the stream version that last changed it: an edit made on an older one conflicts.
 */
export const instructorRatesStreamPrefix = 'instructorRates';
export const instructorRatesStreamId = (periodId: string) => `${instructorRatesStreamPrefix}-${periodId}`;

/** The text an instructorRates row's id is derived from (derivedId('instructorRate', it)). */
export const instructorRateIdText = (periodId: string, typeId: string, rankId: string) =>
  `${periodId}:${typeId}:${rankId}`;

export interface RateCell {
  InstructorTypeId: string;
  RankId: string;
}
export interface Rate extends RateCell {
  costPerPoint: number;
  overloadRate: number;
}

export type InstructorRatesSet = DomainEvent<
  'InstructorRatesSet',
  { AcademicPeriodId: string; rates: Rate[]; cleared: RateCell[] }
>;
export type InstructorRatesCopied = DomainEvent<
  'InstructorRatesCopied',
  { AcademicPeriodId: string; FromAcademicPeriodId: string; rates: Rate[]; cleared: RateCell[] }
>;
export type InstructorRatesEvent = InstructorRatesSet | InstructorRatesCopied;
export const instructorRatesEventTypes: readonly InstructorRatesEvent['type'][] = [
  'InstructorRatesSet',
  'InstructorRatesCopied',
];

export interface CellState extends Rate {
  /** The stream version of the event that last set this cell. */
  version: number;
}
export interface InstructorRatesState {
  version: number;
  cells: Record<string, CellState>;
}

/** One cell of a SetInstructorRates: both amounts, or both null to clear the cell. */
export interface RateChange extends RateCell {
  costPerPoint: number | null;
  overloadRate: number | null;
  /** The cell version the caller saw (0: it had no rate). */
  version: number;
}

export interface SetInstructorRates {
  type: 'SetInstructorRates';
  AcademicPeriodId: string;
  rates: RateChange[];
  /** The matrix version the caller saw (If-Match); unset: each cell's own version decides. */
  expectedVersion?: number;
  /** Facts: the instructor types and ranks that exist. */
  instructorTypeIds: readonly string[];
  rankIds: readonly string[];
}

export interface CopyInstructorRates {
  type: 'CopyInstructorRates';
  AcademicPeriodId: string;
  /** Facts: the period before this one and its rates; null when there is none. */
  from: { AcademicPeriodId: string; name: string; rates: Rate[] } | null;
  /** The caller confirmed replacing the rates this period has. */
  confirmed: boolean;
}

export type InstructorRatesCommand = SetInstructorRates | CopyInstructorRates;

const toCents = (value: number) => Math.round(value * 100) / 100;

function decideSet(command: SetInstructorRates, state: InstructorRatesState): InstructorRatesEvent[] {
  const errors = validateChanges(command);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const conflict = (expected: number, actual: number, what: string) =>
    new RecordVersionConflictError('instructorRates', command.AcademicPeriodId, expected, actual, what);
  if (command.expectedVersion !== undefined && command.expectedVersion !== state.version)
    throw conflict(command.expectedVersion, state.version, 'rate matrix');
  const rates: Rate[] = [];
  const cleared: RateCell[] = [];
  for (const change of command.rates) {
    const current = state.cells[cellKey(change)];
    if (change.version !== (current?.version ?? 0))
      throw conflict(change.version, current?.version ?? 0, 'rate');
    const cell = { InstructorTypeId: change.InstructorTypeId, RankId: change.RankId };
    if (change.costPerPoint === null || change.overloadRate === null) {
      if (current) cleared.push(cell);
      continue;
    }
    const rate = {
      ...cell,
      costPerPoint: toCents(change.costPerPoint),
      overloadRate: toCents(change.overloadRate),
    };
    if (current?.costPerPoint === rate.costPerPoint && current.overloadRate === rate.overloadRate) continue;
    rates.push(rate);
  }
  if (rates.length === 0 && cleared.length === 0) return [];
  return [
    { type: 'InstructorRatesSet', data: { AcademicPeriodId: command.AcademicPeriodId, rates, cleared } },
  ];
}

function decideCopy(command: CopyInstructorRates, state: InstructorRatesState): InstructorRatesEvent[] {
  const { from } = command;
  if (!from) throw new StateConflictError('There is no earlier academic period to copy rates from');
  if (from.rates.length === 0) throw new StateConflictError(`${from.name} has no rates to copy`);
  const current = Object.values(state.cells);
  if (current.length > 0 && !command.confirmed)
    throw new UnconfirmedWarningsError([
      {
        kind: 'replacesRates',
        message: `This period has ${current.length} rate${current.length === 1 ? '' : 's'}: copying replaces them with the ${from.rates.length} of ${from.name}.`,
      },
    ]);
  const copied = new Set(from.rates.map(cellKey));
  return [
    {
      type: 'InstructorRatesCopied',
      data: {
        AcademicPeriodId: command.AcademicPeriodId,
        FromAcademicPeriodId: from.AcademicPeriodId,
        rates: from.rates.map((rate) => ({ ...rate })),
        cleared: current
          .filter((cell) => !copied.has(cellKey(cell)))
          .map(({ InstructorTypeId, RankId }) => ({ InstructorTypeId, RankId })),
      },
    },
  ];
}

export function evolveInstructorRates(
  state: InstructorRatesState,
  event: InstructorRatesEvent,
  streamVersion: number,
): InstructorRatesState {
  const cells = { ...state.cells };
  for (const cell of event.data.cleared) delete cells[cellKey(cell)];
  for (const rate of event.data.rates) cells[cellKey(rate)] = { ...rate, version: streamVersion };
  return { version: streamVersion, cells };
}

export function decideInstructorRates(
  command: InstructorRatesCommand,
  state: InstructorRatesState,
): InstructorRatesEvent[] {
  return command.type === 'SetInstructorRates' ? decideSet(command, state) : decideCopy(command, state);
}

export const instructorRatesDecider: Decider<
  InstructorRatesState,
  InstructorRatesCommand,
  InstructorRatesEvent
> = {
  initialState: () => ({ version: 0, cells: {} }),
  evolve: evolveInstructorRates,
  decide: decideInstructorRates,
};
