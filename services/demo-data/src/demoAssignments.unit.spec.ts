import { evolveProgress, initialProgressState } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { demoStreams } from './demoData.js';
import { periodIdOf } from './demoTerms.js';
import { facultyUserIdOf } from './demoWorkload.js';
import { demoId } from './ids.js';

type Data = Record<string, any>;
const { streams } = demoStreams({ scale: 'small' });
const created = (type: string): Data[] =>
  streams.flatMap((stream) => stream.events.filter((e) => e.type === type).map((e) => e.data as Data));

const [active, previous] = [periodIdOf(2026), periodIdOf(2025)];
const sections = created('SectionCreated');
const meetings = new Map(created('MeetingCreated').map((m) => [m.SectionId, m]));
const assignments = created('TeachingAssignmentCreated');
const admin = created('AdministrativeAssignmentCreated');
const types = created('InstructorTypeCreated');
const finance = created('FinancialDataCreated');
const faculty = created('UserCreated').filter((user) => user.isFaculty);
const sectionById = new Map(sections.map((s) => [s.id, s]));
const inPeriod = (periodId: string) => assignments.filter((a) => a.AcademicPeriodId === periodId);
const sum = (rows: Data[]) => rows.reduce((total, row) => total + Number(row.points), 0);

/** What /instructors says of each faculty member in the active period, worked out from the seed. */
function workloadStatuses() {
  const typeOf = new Map(created('FacultyProfileCreated').map((p) => [p.UserId, p.InstructorTypeId]));
  const defaults = new Map(types.map((t) => [t.id, t.defaultPointsRequired]));
  return faculty.map((user) => {
    const set = finance.find((f) => f.UserId === user.id && f.AcademicPeriodId === active);
    const required = set?.pointsRequired ?? defaults.get(typeOf.get(user.id)) ?? null;
    const assigned =
      sum(inPeriod(active).filter((a) => a.UserId === user.id)) +
      sum(admin.filter((a) => a.UserId === user.id));
    if (required === null) return 'notSet';
    return assigned > required ? 'over' : assigned < required ? 'under' : 'met';
  });
}

describe('the demo workload', () => {
  it("gives instructor types default points, and sets some faculty members' points for the active period", () => {
    const defaults = Object.fromEntries(types.map((t) => [t.name, t.defaultPointsRequired]));
    expect(defaults).toMatchObject({ Tenured: 54, 'Tenure-Track': 54, Lecturer: 66, Adjunct: 36 });
    expect(defaults['Graduate Assistant']).toBeNull();
    expect(finance.length).toBeGreaterThan(5);
    expect(finance.length).toBeLessThan(faculty.length - 5);
  });

  it('leaves about 15% of the active sections uncovered, a few partly covered, and covers the previous period', () => {
    const activeSections = sections.filter((s) => s.AcademicPeriodId === active);
    const taught = new Set(inPeriod(active).map((a) => a.SectionId));
    const uncovered = activeSections.filter((s) => !taught.has(s.id)).length / activeSections.length;
    expect(uncovered).toBeGreaterThan(0.12);
    expect(uncovered).toBeLessThan(0.18);
    const partial = activeSections.filter((s) => {
      const points = sum(inPeriod(active).filter((a) => a.SectionId === s.id));
      return taught.has(s.id) && points < s.points;
    });
    expect(partial.length).toBeGreaterThanOrEqual(3);
    const previousSections = sections.filter((s) => s.AcademicPeriodId === previous);
    const previouslyTaught = new Set(inPeriod(previous).map((a) => a.SectionId));
    expect(previouslyTaught.size / previousSections.length).toBeGreaterThan(0.9);
  });

  it('assigns much of the active period to those who taught the course the year before', () => {
    const before = new Set(
      inPeriod(previous).map((a) => `${a.UserId}:${sectionById.get(a.SectionId)!.CourseId}`),
    );
    const again = inPeriod(active).filter((a) =>
      before.has(`${a.UserId}:${sectionById.get(a.SectionId)!.CourseId}`),
    );
    expect(again.length / inPeriod(active).length).toBeGreaterThan(0.3);
  });

  it('shares sections, at least two of them with faculty1, whose sections all meet', () => {
    const count = (id: string) => assignments.filter((a) => a.SectionId === id).length;
    const shared = new Set(
      inPeriod(active)
        .filter((a) => count(a.SectionId) > 1)
        .map((a) => a.SectionId),
    );
    expect(shared.size).toBeGreaterThanOrEqual(10);
    const faculty1 = inPeriod(active).filter((a) => a.UserId === facultyUserIdOf(1));
    expect(faculty1.filter((a) => shared.has(a.SectionId)).length).toBeGreaterThanOrEqual(2);
    expect(faculty1.length).toBeGreaterThan(5);
    for (const a of faculty1) expect(meetings.get(a.SectionId)).toBeDefined();
  });

  it('puts an instructor at two meetings at once only once, on purpose', () => {
    const clashes: string[] = [];
    for (const a of assignments)
      for (const b of assignments) {
        if (a.UserId !== b.UserId || a.SectionId >= b.SectionId) continue;
        const [sa, sb] = [sectionById.get(a.SectionId)!, sectionById.get(b.SectionId)!];
        const [ma, mb] = [meetings.get(sa.id)!, meetings.get(sb.id)!];
        const overlap =
          sa.AcademicTermId === sb.AcademicTermId &&
          ma.days.some((day: string) => mb.days.includes(day)) &&
          ma.startTime < mb.endTime &&
          ma.endTime > mb.startTime;
        if (overlap) clashes.push(a.UserId);
      }
    expect(clashes).toEqual([facultyUserIdOf(2)]);
  });

  it('ends the active period with faculty over, under, at and without their required points', () => {
    const statuses = workloadStatuses();
    const count = (status: string) => statuses.filter((s) => s === status).length;
    expect(count('over')).toBeGreaterThanOrEqual(2);
    expect(count('over')).toBeLessThanOrEqual(6);
    expect(count('met')).toBeGreaterThanOrEqual(3);
    expect(count('under')).toBeGreaterThanOrEqual(5);
    expect(count('notSet')).toBeGreaterThanOrEqual(1);
  });

  it('gives about ten faculty administrative work of the seeded types, and notes on a few profiles', () => {
    const adminTypes = new Set(created('AdministrativeAssignmentTypeCreated').map((t) => t.id));
    expect(new Set(admin.map((a) => a.UserId)).size).toBeGreaterThanOrEqual(8);
    for (const a of admin) {
      expect(adminTypes.has(a.AdministrativeAssignmentTypeId)).toBe(true);
      expect(a).toMatchObject({ AcademicPeriodId: active });
      expect(a.points).toBeGreaterThan(0);
    }
    const profiles = new Set(created('FacultyProfileCreated').map((p) => p.id));
    const notes = created('NoteCreated');
    expect(notes.length).toBeGreaterThanOrEqual(2);
    for (const note of notes) expect(profiles.has(note.notableId)).toBe(true);
  });

  it('drafts the active period\u2019s assignments (progress step 5); the earlier ones are published', () => {
    const stateOf = (periodId: string) =>
      streams
        .find((stream) => stream.streamId === `academicPeriod-${periodId}`)!
        .events.reduce(evolveProgress, initialProgressState());
    expect(stateOf(active).step).toBe(5);
    expect(stateOf(demoId('academicPeriod', 2027)).step).toBe(1);
    for (const periodId of [previous, periodIdOf(2024)]) expect(stateOf(periodId).step).toBe(8);
    // every workgroup teaching in the previous period approved at 6 (its chair) and 7 (academic affairs)
    const approvals = created('WorkgroupPlanApproved').filter((a) => a.AcademicPeriodId === previous);
    const workgroups = new Set(
      sections.filter((s) => s.AcademicPeriodId === previous).map((s) => s.WorkgroupId),
    );
    expect(
      approvals
        .filter((a) => a.step === 6)
        .map((a) => a.WorkgroupId)
        .sort(),
    ).toEqual([...workgroups].sort());
    expect(approvals.filter((a) => a.step === 7)).toHaveLength(workgroups.size);
    expect(approvals.every((a) => a.plan.length > 0 && /^[0-9a-f]{16}$/.test(a.planVersion))).toBe(true);
  });
});
