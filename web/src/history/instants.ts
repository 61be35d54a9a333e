import type { HistoryChange, HistoryMark, HistoryTimeline } from '@tams/domain';
import { formatDateTime, formatDateTimeInWords, formatDateTimeSeconds } from '../shared/records/formatting';

/** An instant in words, to the second, for screen readers and the banner: "Thursday, November 26, 2026 at 6:23:08 AM". */
export const instantWords = (iso: string) => formatDateTimeInWords(iso);

/** An instant to the second: "Nov 26, 2026, 6:23:08 AM" (changes come seconds apart). */
export const instantSeconds = (iso: string) => formatDateTimeSeconds(iso);

/** An instant in short: "Nov 26, 2026, 6:23 AM". */
export const instantShort = (iso: string) => formatDateTime(iso);

/** The instants the time control stops at: every change and every mark, oldest first, in milliseconds. */
export function timelineStops(timeline: Pick<HistoryTimeline, 'instants' | 'marks'>): number[] {
  const stops = new Set<number>();
  for (const at of timeline.instants) stops.add(Date.parse(at));
  for (const mark of timeline.marks) stops.add(Date.parse(mark.at));
  return [...stops].filter((stop) => !Number.isNaN(stop)).sort((a, b) => a - b);
}

/** What each kind of mark is called in the legend. */
export const markKindLabels: Record<HistoryMark['kind'], string> = {
  approval: 'Approval',
  advance: 'Step advanced',
  revert: 'Step reverted',
  publication: 'Publication',
};

/** `<input type="datetime-local" step="1">` text of an instant, in the reader's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** The instant of a datetime-local text (read in the reader's time zone), or null when it is not one. */
export function fromLocalInput(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The start (00:00, local time) of the last Monday before `now`'s day: a week ago when today is Monday. */
export function lastMonday(now: Date): Date {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const daysBack = (monday.getDay() + 6) % 7 || 7;
  monday.setDate(monday.getDate() - daysBack);
  return monday;
}

/** A named instant to compare from or to; `at` null: now (read when asked). */
export interface InstantPreset {
  key: string;
  label: string;
  at: string | null;
}

/**
 * The instants the difference offers by name: before the first change, each approval, step change and
 * publication (as the timeline marks them), last Monday, and now.
 */
export function differencePresets(
  timeline: Pick<HistoryTimeline, 'first' | 'marks'>,
  now: Date,
): InstantPreset[] {
  const presets: InstantPreset[] = [];
  if (timeline.first) {
    const before = new Date(Date.parse(timeline.first) - 1).toISOString();
    presets.push({ key: 'beforeFirst', label: 'Before the first change', at: before });
  }
  timeline.marks.forEach((mark, index) =>
    presets.push({ key: `mark-${index}`, label: `${mark.label} (${instantSeconds(mark.at)})`, at: mark.at }),
  );
  const monday = lastMonday(now);
  presets.push({
    key: 'lastMonday',
    label: `Last Monday (${instantShort(monday.toISOString())})`,
    at: monday.toISOString(),
  });
  presets.push({ key: 'now', label: 'Now', at: null });
  return presets;
}

/** Who made a change, in words: "Ada Kowalski", "Bo Chen acting as Ada Kowalski", "the system". */
export function changeAuthor(change: Pick<HistoryChange, 'by' | 'as'>): string {
  const by = change.by?.name ?? 'the system';
  return change.as ? `${change.as.name} acting as ${by}` : by;
}

/** One change in a line: "Nov 26, 2026, 6:23 AM · Ada Kowalski · via ui · assigned Bo Chen, 3 points". */
export function changeLine(change: HistoryChange): string {
  const parts = [instantShort(change.at), changeAuthor(change)];
  if (change.via) parts.push(`via ${change.via}`);
  parts.push(change.summary);
  return parts.join(' · ');
}

/** The instant a choice of the difference stands for (`now`: the current time), or null when it is not one. */
export function chosenInstant(
  choice: { preset: string; exact: string },
  presets: InstantPreset[],
  now: Date,
): string | null {
  const preset = presets.find((candidate) => candidate.key === choice.preset);
  if (preset) return preset.at ?? now.toISOString();
  return fromLocalInput(choice.exact);
}

/** How far PageUp and PageDown move the time control: ten changes. */
const pageOfStops = 10;

/**
 * Where a key moves the time control from `current` (which may lie between stops, typed exactly): arrows
 * to the next or previous change, PageUp / PageDown ten changes, Home / End the first and last; null for
 * other keys. (MUI's own keys, with `step={null}`, make End the next mark and lose their way between marks.)
 */
export function stopAfterKey(stops: number[], current: number, key: string): number | null {
  if (stops.length === 0) return null;
  const last = stops.length - 1;
  const before = stops.findLastIndex((stop) => stop < current);
  const after = stops.findIndex((stop) => stop > current);
  const at = stops.indexOf(current);
  const back = (count: number) => stops[Math.max(0, (at >= 0 ? at : before + 1) - count)]!;
  const ahead = (count: number) => stops[Math.min(last, (at >= 0 ? at : after - 1) + count)]!;
  switch (key) {
    case 'Home':
      return stops[0]!;
    case 'End':
      return stops[last]!;
    case 'ArrowLeft':
    case 'ArrowDown':
      return before >= 0 ? stops[before]! : stops[0]!;
    case 'ArrowRight':
    case 'ArrowUp':
      return after >= 0 ? stops[after]! : stops[last]!;
    case 'PageDown':
      return back(pageOfStops);
    case 'PageUp':
      return after >= 0 ? ahead(pageOfStops) : stops[last]!;
    default:
      return null;
  }
}
