/** A seeded section as the assignment plan sees it. */
export interface SeedSection {
  id: string;
  CourseId: string;
  WorkgroupId: string;
  AcademicTermId: string;
  sectionNumber: string;
  points: number;
  meeting: { days: string[]; startTime: string; endTime: string } | undefined;
}

/** A faculty member with the teaching points the plan aims to give them in the period. */
export interface SeedInstructor {
  userId: string;
  home: string;
  target: number;
  /** Takes sections nobody else has room for (those planned over their required points). */
  overflow: boolean;
}

export interface PlannedAssignment {
  section: SeedSection;
  UserId: string;
  points: number;
  kind: 'single' | 'shared' | 'partial' | 'conflict';
}

export interface PeriodPlanOptions {
  /** Share of the sections left without an instructor. */
  uncovered: number;
  shared: number;
  /** Of the shared sections, how many both instructors teach in full (coverage "over"). */
  teamTaught: number;
  partial: number;
  /** Who taught each course before: preferred for it again. */
  taughtBefore: Map<string, Set<string>>;
  /** Shares the first shared sections of their workgroup (faculty1's shared teaching page). */
  sharer?: SeedInstructor;
  sharerSections?: number;
  random: () => number;
}

const overlaps = (a: SeedSection['meeting'], b: SeedSection['meeting']) =>
  !!a &&
  !!b &&
  a.days.some((day) => b.days.includes(day)) &&
  a.startTime < b.endTime &&
  a.endTime > b.startTime;

/** The teaching so far of one period: who teaches what, when, and how many points. */
export class TeachingLoad {
  private readonly meetings = new Map<string, SeedSection['meeting'][]>();
  private readonly points = new Map<string, number>();
  readonly assignments: PlannedAssignment[] = [];

  pointsOf(userId: string) {
    return this.points.get(userId) ?? 0;
  }

  conflicts(userId: string, section: SeedSection) {
    const busy = this.meetings.get(`${userId}:${section.AcademicTermId}`) ?? [];
    return busy.some((meeting) => overlaps(meeting, section.meeting));
  }

  teaches(userId: string, section: SeedSection) {
    return this.assignments.some((a) => a.section.id === section.id && a.UserId === userId);
  }

  add(section: SeedSection, UserId: string, points: number, kind: PlannedAssignment['kind']) {
    const key = `${UserId}:${section.AcademicTermId}`;
    this.meetings.set(key, [...(this.meetings.get(key) ?? []), section.meeting]);
    this.points.set(UserId, this.pointsOf(UserId) + points);
    this.assignments.push({ section, UserId, points, kind });
  }
}

/**
 * Who teaches a share of a section: someone free at its time with room for it, from its workgroup and
 * having taught the course before if possible, else the freest; failing room, one planned to go over.
 */
function pick(
  load: TeachingLoad,
  instructors: readonly SeedInstructor[],
  section: SeedSection,
  points: number,
  taughtBefore: Set<string> | undefined,
): SeedInstructor | undefined {
  const free = instructors.filter(
    (i) => !load.teaches(i.userId, section) && !load.conflicts(i.userId, section),
  );
  const room = (i: SeedInstructor) => i.target - load.pointsOf(i.userId);
  const rank = (i: SeedInstructor) =>
    (i.home === section.WorkgroupId ? 2 : 0) + (taughtBefore?.has(i.userId) ? 1 : 0);
  const best = (list: SeedInstructor[]) => list.sort((a, b) => rank(b) - rank(a) || room(b) - room(a))[0];
  return best(free.filter((i) => room(i) >= points)) ?? best(free.filter((i) => i.overflow));
}

/** Splits a section's points between two instructors in half-point steps. */
const halves = (points: number) => {
  const first = Math.ceil(points) / 2;
  return [first, points - first] as const;
};

/**
 * One period's teaching: a share of the sections left uncovered, a few shared (some team-taught in full),
 * a few only partly covered, the rest taught by one instructor each, never two meetings at once.
 */
export function planPeriodTeaching(
  sections: readonly SeedSection[],
  instructors: readonly SeedInstructor[],
  options: PeriodPlanOptions,
): { load: TeachingLoad; uncovered: SeedSection[] } {
  const order = [...sections]
    .map((section) => ({ section, key: options.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ section }) => section);
  const uncovered = order.splice(0, Math.round(order.length * options.uncovered));
  const sharer = options.sharer;
  const ofSharer = sharer
    ? order.filter((s) => s.WorkgroupId === sharer.home && s.meeting).slice(0, options.sharerSections ?? 0)
    : [];
  const rest = order.filter((s) => !ofSharer.includes(s));
  const shared = [...ofSharer, ...rest.splice(0, options.shared - ofSharer.length)];
  const partial = rest.splice(0, options.partial);
  const load = new TeachingLoad();
  const place = (section: SeedSection, points: number, kind: PlannedAssignment['kind']) => {
    const chosen = pick(load, instructors, section, points, options.taughtBefore.get(section.CourseId));
    if (chosen) load.add(section, chosen.userId, points, kind);
    return !!chosen;
  };
  for (const [index, section] of shared.entries()) {
    const [first, second] =
      index >= ofSharer.length && index < ofSharer.length + options.teamTaught
        ? [section.points, section.points]
        : halves(section.points);
    if (sharer && ofSharer.includes(section) && !load.conflicts(sharer.userId, section))
      load.add(section, sharer.userId, first, 'shared');
    else place(section, first, 'shared');
    place(section, second, 'shared');
  }
  for (const section of partial) place(section, section.points >= 2 ? section.points - 1 : 0.5, 'partial');
  for (const section of rest) if (!place(section, section.points, 'single')) uncovered.push(section);
  return { load, uncovered };
}

/**
 * One instructor at two meetings at once, on purpose (the schedule and the suggestions show it): a
 * section left uncovered whose meeting overlaps one of theirs in the same term.
 */
export function addDeliberateConflict(
  load: TeachingLoad,
  uncovered: SeedSection[],
  userId: string,
): SeedSection | undefined {
  const index = uncovered.findIndex((section) => load.conflicts(userId, section));
  if (index < 0) return undefined;
  const [section] = uncovered.splice(index, 1);
  load.add(section!, userId, section!.points, 'conflict');
  return section;
}
