import { type Preference, preferenceAlignmentOf, teachingPreferencesStreamPrefix } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { demoStreams } from './demoData.js';
import { periodIdOf } from './demoTerms.js';

type Data = Record<string, any>;
const { streams } = demoStreams({ scale: 'small' });
const preferenceStreams = streams.filter((stream) =>
  stream.streamId.startsWith(`${teachingPreferencesStreamPrefix}-`),
);
const [previousId, activeId] = [periodIdOf(2025), periodIdOf(2026)];
const inPeriod = (periodId: string) =>
  preferenceStreams.filter((stream) => (stream.events[0]!.data as Data).AcademicPeriodId === periodId);
const submitted = (stream: (typeof streams)[number]) =>
  stream.events.some((event) => event.type === 'TeachingPreferencesSubmitted');
const facultyCount = 25; // the faculty role user and faculty1..24

describe('the demo teaching preferences', () => {
  it('has every faculty member submitted in the previous period', () => {
    const previous = inPeriod(previousId);
    expect(previous).toHaveLength(facultyCount);
    expect(previous.every(submitted)).toBe(true);
  });

  it('has about 60% submitted in the active period, some drafts, some not started', () => {
    const active = inPeriod(activeId);
    expect(active.filter(submitted)).toHaveLength(15);
    expect(active.filter((stream) => !submitted(stream))).toHaveLength(5);
  });

  it("gives the active period's assignments aligned, partial and not aligned preferences", () => {
    const sectionOf = new Map<string, Data>();
    const assignments: Data[] = [];
    for (const stream of streams)
      for (const event of stream.events) {
        if (event.type === 'SectionCreated') sectionOf.set((event.data as Data).id, event.data as Data);
        if (event.type === 'TeachingAssignmentCreated') assignments.push(event.data as Data);
      }
    const submittedLists = new Map(
      inPeriod(activeId)
        .filter(submitted)
        .map((stream) => {
          const saved = stream.events.find((event) => event.type === 'TeachingPreferencesSaved')!
            .data as Data;
          return [saved.UserId as string, saved.preferences as Preference[]];
        }),
    );
    const alignments = assignments
      .filter((assignment) => assignment.AcademicPeriodId === activeId)
      .map((assignment) => {
        const section = sectionOf.get(assignment.SectionId)!;
        return preferenceAlignmentOf(
          {
            AcademicTermId: section.AcademicTermId,
            TeachingModeId: section.TeachingModeId,
            CourseId: section.CourseId,
            AssignmentTypeId: assignment.AssignmentTypeId,
          },
          submittedLists.get(assignment.UserId) ?? null,
        ).alignment;
      });
    const count = (kind: string) => alignments.filter((alignment) => alignment === kind).length;
    for (const kind of ['aligned', 'partial', 'notAligned', 'noPreferences'])
      expect(count(kind), kind).toBeGreaterThan(5);
    expect(count('aligned')).toBeGreaterThan(count('partial'));
  });
});
