import {
  type NewStream,
  type Preference,
  type TeachingPreferencesCommand,
  teachingPreferencesDecider,
  teachingPreferencesStreamId,
} from '@tams/domain';
import type { NewEvent } from '@tams/event-store';
import { periodIdOf, termsOf } from './demoTerms.js';
import { facultyUserIdOf } from './demoWorkload.js';
import { demoId } from './ids.js';
import { teachingModeIds } from './referenceData.js';

type Data = Record<string, any>;
/** One teaching assignment as the seed made it, with its section's term, mode and course. */
type Taught = { UserId: string; periodId: string; term: string; mode: string; course: string };

/** The seeded sections' assignments, read from the section streams' events. */
function taughtIn(streams: readonly NewStream[]): Taught[] {
  const taught: Taught[] = [];
  for (const stream of streams) {
    const section = stream.events[0]?.type === 'SectionCreated' ? (stream.events[0].data as Data) : undefined;
    if (!section) continue;
    for (const event of stream.events) {
      if (event.type !== 'TeachingAssignmentCreated') continue;
      taught.push({
        UserId: (event.data as Data).UserId,
        periodId: section.AcademicPeriodId,
        term: section.AcademicTermId,
        mode: section.TeachingModeId,
        course: section.CourseId,
      });
    }
  }
  return taught;
}

/** How the active period's list departs from what the faculty member teaches (varied alignments). */
type Variation = 'asTaught' | 'otherMode' | 'termMissing';

/**
 * The (term, mode) slots a faculty member teaches most in a period, heaviest first, as their preferences:
 * weights 5, 4, 3 ...; each wishes for the course taught most there.
 */
function preferencesOf(userId: string, year: number, taught: readonly Taught[], variation: Variation) {
  const periodId = periodIdOf(year);
  const slots = new Map<
    string,
    { term: string; mode: string; courses: Map<string, number>; count: number }
  >();
  for (const row of taught) {
    if (row.UserId !== userId || row.periodId !== periodId) continue;
    const key = `${row.term}|${row.mode}`;
    const slot = slots.get(key) ?? { term: row.term, mode: row.mode, courses: new Map(), count: 0 };
    slot.count++;
    slot.courses.set(row.course, (slot.courses.get(row.course) ?? 0) + 1);
    slots.set(key, slot);
  }
  const ranked = [...slots.values()]
    .sort((a, b) => b.count - a.count || a.term.localeCompare(b.term) || a.mode.localeCompare(b.mode))
    .slice(0, variation === 'termMissing' ? 2 : 3);
  const preferences: Preference[] = ranked.map((slot, index) => {
    const course = [...slot.courses].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    const otherMode =
      slot.mode === teachingModeIds.online ? teachingModeIds.inPerson : teachingModeIds.online;
    return {
      id: demoId('teachingPreference', `${userId}:${periodId}:${index}`),
      AcademicTermId: slot.term,
      TeachingModeId: variation === 'otherMode' && index === 1 ? otherMode : slot.mode,
      AssignmentTypeId: null,
      weight: Math.max(5 - index, 1),
      notes: index === 0 ? 'My main teaching term' : null,
      CourseIds: [course],
    };
  });
  // nothing taught there: an open wish for the first term, in person
  if (preferences.length === 0)
    preferences.push({
      id: demoId('teachingPreference', `${userId}:${periodId}:0`),
      AcademicTermId: termsOf(year)[0]!.id,
      TeachingModeId: teachingModeIds.inPerson,
      AssignmentTypeId: null,
      weight: 3,
      notes: 'Happy to teach wherever needed',
      CourseIds: [],
    });
  // two slots may have become one (the changed mode): keep the first
  const seen = new Set<string>();
  return preferences.filter((preference) => {
    const key = `${preference.AcademicTermId}|${preference.TeachingModeId}`;
    return !seen.has(key) && seen.add(key);
  });
}

/** The stream of a faculty member's preferences in a period, decided by the preferences' decider. */
function preferenceStream(
  userId: string,
  periodId: string,
  preferences: Preference[],
  submit: boolean,
): NewStream {
  const scope = { UserId: userId, AcademicPeriodId: periodId, actorId: userId };
  const commands: TeachingPreferencesCommand[] = [
    { type: 'SaveTeachingPreferences', ...scope, expectedVersion: 0, preferences, windowOpen: true },
    ...(submit
      ? [{ type: 'SubmitTeachingPreferences' as const, ...scope, expectedVersion: 1, windowOpen: true }]
      : []),
  ];
  let state = teachingPreferencesDecider.initialState();
  const events: NewEvent[] = [];
  for (const command of commands) {
    for (const event of [teachingPreferencesDecider.decide(command, state)].flat()) {
      state = teachingPreferencesDecider.evolve(state, event, events.length + 1);
      events.push(event);
    }
  }
  return { streamId: teachingPreferencesStreamId(userId, periodId), events };
}

/**
 * The demo's teaching preferences (issue 7), drawn from what each faculty member teaches: in the previous
 * period every demo faculty member submitted; in the active one about 60% submitted (some lists depart
 * from what they were then assigned: a mode changed, a term left out), 20% left a draft, 20% did not start.
 */
export function demoPreferenceStreams(
  streams: readonly NewStream[],
  options: { activeYear: number; facultyCount: number },
): NewStream[] {
  const taught = taughtIn(streams);
  const previousId = periodIdOf(options.activeYear - 1);
  const activeId = periodIdOf(options.activeYear);
  const variations: Variation[] = ['asTaught', 'otherMode', 'termMissing'];
  const result: NewStream[] = [];
  for (let n = 0; n <= options.facultyCount; n++) {
    const userId = facultyUserIdOf(n);
    const previous = preferencesOf(userId, options.activeYear - 1, taught, 'asTaught');
    result.push(preferenceStream(userId, previousId, previous, true));
    const progress = n % 5; // 0-2 submitted, 3 draft, 4 not started
    if (progress === 4) continue;
    const active = preferencesOf(userId, options.activeYear, taught, variations[n % 3]!);
    result.push(preferenceStream(userId, activeId, active, progress < 3));
  }
  return result;
}
