import type { Identifier } from 'react-admin';
import type { HistoryEntry } from '../../providers/dataProvider';
import { apiUrl, httpClient } from '../../providers/httpClient';
import { wireNameOf } from '../../providers/resourceNames';

/** One field an event changed, as the server folds it (`before` left out: not the reader's to see). */
export interface HistoryChange {
  field: string;
  label?: string;
  before?: unknown;
  after: unknown;
  beforeName?: string;
  afterName?: string;
}

/** A history entry of a paged history answer: the event, its changes and a sentence saying what happened. */
export type PagedHistoryEntry = HistoryEntry & { changes: HistoryChange[]; summary: string };

export interface HistoryPage {
  entries: PagedHistoryEntry[];
  /** How many entries the whole history has (X-Total-Count). */
  total: number;
  offset: number;
}

export const historyPageSize = 25;

/** One page of `GET /api/{resource}/{id}/history?range=[first,last]`, newest first. */
export async function fetchHistoryPage(page: string, id: Identifier, offset: number): Promise<HistoryPage> {
  const range = encodeURIComponent(JSON.stringify([offset, offset + historyPageSize - 1]));
  const url = `${apiUrl}/${wireNameOf(page)}/${encodeURIComponent(String(id))}/history?range=${range}`;
  const { json, headers } = await httpClient(url);
  const entries = json as PagedHistoryEntry[];
  const total = Number(headers.get('X-Total-Count') ?? offset + entries.length);
  return { entries, total, offset };
}

/** The offset of the page after `last`, or undefined when every entry is loaded. */
export const nextHistoryOffset = (last: HistoryPage): number | undefined => {
  const next = last.offset + last.entries.length;
  return last.entries.length > 0 && next < last.total ? next : undefined;
};

const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", "yesterday": how long before `now` the moment was. */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  let amount = (new Date(value).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of steps) {
    if (Math.abs(amount) < size) return relativeFormat.format(Math.round(amount), unit);
    amount /= size;
  }
  return relativeFormat.format(Math.round(amount), 'year');
}

/** Who made a change: "Olivia Operations", or "Adam Admin as Olivia Operations" while masquerading. */
export function actorText(entry: HistoryEntry): string {
  const actor = entry.actorName ?? 'System';
  const signedIn = entry.authenticatedUserName;
  return signedIn && signedIn !== actor ? `${signedIn} as ${actor}` : actor;
}
