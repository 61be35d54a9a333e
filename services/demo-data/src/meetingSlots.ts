import type { meetingDays } from '@tams/domain';
import type { DemoTerm } from './demoTerms.js';
import type { DemoLocation } from './referenceData.js';

type Day = (typeof meetingDays)[number];
export type Pattern = 'MWF' | 'TR';
export interface Slot {
  days: Day[];
  startTime: string;
  endTime: string;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const slot = (days: Day[], start: number, length: number): Slot => ({
  days,
  startTime: clock(start),
  endTime: clock(start + length),
});

/** The campus timetable between 08:00 and 18:00: MO/WE/FR for 50 minutes, TU/TH for 75. */
export const slotsOf: Record<Pattern, Slot[]> = {
  MWF: Array.from({ length: 10 }, (_, i) => slot(['MO', 'WE', 'FR'], 8 * 60 + 60 * i, 50)),
  TR: [480, 570, 660, 750, 840, 930].map((start) => slot(['TU', 'TH'], start, 75)),
};

export interface Placement {
  slot: Slot;
  locationId: string;
}

/** One term's rooms: which (room, days, time) cells are taken, so that only deliberate double-bookings happen. */
export class RoomBook {
  private readonly taken = new Set<string>();
  private last: Placement | undefined;

  constructor(private readonly rooms: readonly DemoLocation[]) {}

  /**
   * A free room at the pattern's slot `from` (or the next slot with one), in `building` if it has one
   * free; undefined when the pattern is fully booked.
   */
  place(pattern: Pattern, from: number, building: string): Placement | undefined {
    const slots = slotsOf[pattern];
    const ordered = [
      ...this.rooms.filter((room) => room.building === building),
      ...this.rooms.filter((room) => room.building !== building),
    ];
    for (let k = 0; k < slots.length; k++) {
      const index = (from + k) % slots.length;
      for (const room of ordered) {
        const key = `${room.id}:${pattern}:${index}`;
        if (this.taken.has(key)) continue;
        this.taken.add(key);
        this.last = { slot: slots[index]!, locationId: room.id };
        return this.last;
      }
    }
    return undefined;
  }

  /** The room and time of the previous placement once more: a double booking the schedule should show. */
  again(): Placement | undefined {
    return this.last;
  }
}

const weekdays: Day[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const iso = (date: Date) => date.toISOString().slice(0, 10);
/** The `n`th `weekday` (0 = Sunday) of a month (1-12). */
const nthWeekday = (year: number, month: number, weekday: number, n: number) => {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return new Date(Date.UTC(year, month - 1, 1 + ((weekday - first + 7) % 7) + 7 * (n - 1)));
};

/** The term's holidays on the meeting's days, as the meeting's exceptions. */
export function holidayExceptions(term: DemoTerm, days: readonly Day[]): string[] {
  const year = Number(term.startDate.slice(0, 4));
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  const holidays =
    term.kind === 'Fall'
      ? [nthWeekday(year, 9, 1, 1), thanksgiving, new Date(thanksgiving.getTime() + 86_400_000)]
      : term.kind === 'Spring'
        ? [nthWeekday(year, 1, 1, 3)]
        : [new Date(Date.UTC(year, 5, 19)), new Date(Date.UTC(year, 6, 4))];
  return holidays.filter((date) => days.includes(weekdays[date.getUTCDay()]!)).map(iso);
}
