import type { Placement } from './weekLayout';

/** Meetings of one day that did not fit their column, shown as one "+N more" in its last lane. */
export interface MoreBlock {
  day: string;
  start: number;
  end: number;
  lane: number;
  lanes: number;
  placements: Placement[];
}

/** What a day column shows: the meetings that fit in `maxLanes` lanes and the "+N more" for the rest. */
export interface DayColumn {
  placements: Placement[];
  more: MoreBlock[];
}

/**
 * Caps a day's placements (placementsOf) at `maxLanes` lanes side by side: a group of overlapping meetings
 * that needs more keeps its first `maxLanes - 1` lanes and gives the last to "+N more" blocks, one per
 * run of overlapping hidden meetings, so no two blocks cover the same time and none covers a shown meeting.
 */
export function capLanes(placements: readonly Placement[], maxLanes: number): DayColumn {
  const shown: Placement[] = [];
  const hidden: Placement[] = [];
  for (const placement of placements) {
    if (placement.lanes <= maxLanes) shown.push(placement);
    else if (placement.lane < maxLanes - 1) shown.push({ ...placement, lanes: maxLanes });
    else hidden.push(placement);
  }
  const more: MoreBlock[] = [];
  for (const placement of [...hidden].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const last = more.at(-1);
    if (last && placement.start < last.end) {
      last.end = Math.max(last.end, placement.end);
      last.placements.push(placement);
    } else
      more.push({
        day: placement.day,
        start: placement.start,
        end: placement.end,
        lane: maxLanes - 1,
        lanes: maxLanes,
        placements: [placement],
      });
  }
  return { placements: shown, more };
}

/** 'HH:MM' of minutes since midnight. */
export const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
