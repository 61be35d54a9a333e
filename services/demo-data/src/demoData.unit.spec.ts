import { minutesOf } from '@tams/domain';
import { courseOfferingIdOf } from '@tams/platform';
import { describe, expect, it } from 'vitest';
import { demoStreams } from './demoData.js';
import { periodIdOf } from './demoTerms.js';
import { largePlanStreams } from './largePlan.js';
import { teachingModeIds } from './referenceData.js';

type Data = Record<string, any>;
const { streams } = demoStreams({ scale: 'small' });
const created = (type: string): Data[] =>
  streams.flatMap((stream) => stream.events.filter((e) => e.type === type).map((e) => e.data as Data));

const sections = created('SectionCreated');
const activeSections = sections.filter((s) => s.AcademicPeriodId === periodIdOf(2026));
const meetings = new Map(created('MeetingCreated').map((m) => [m.SectionId, m]));
const offerings = new Map(created('CourseOfferingCreated').map((o) => [o.id, o]));
const courses = new Map(created('CourseCreated').map((c) => [c.id, c]));
const termModes = created('OfferingTermModeCreated');

describe('the demo plan', () => {
  it('is the same on every run, with ids that follow from what the records are', () => {
    const again = demoStreams({ scale: 'small' }).streams;
    expect(again.map((stream) => stream.streamId)).toEqual(streams.map((stream) => stream.streamId));
    expect(JSON.stringify(again.map((s) => s.events))).toBe(JSON.stringify(streams.map((s) => s.events)));
    for (const offering of offerings.values())
      expect(offering.id).toBe(courseOfferingIdOf(offering.CourseId, offering.AcademicPeriodId));
  });

  it('is department-sized: 150 courses offered in two periods, about 400 sections in the active one', () => {
    expect(courses.size).toBe(150);
    expect(new Set([...offerings.values()].map((o) => o.AcademicPeriodId)).size).toBe(2);
    expect(activeSections.length).toBeGreaterThan(380);
    expect(activeSections.length).toBeLessThan(420);
    expect(created('LocationCreated')).toHaveLength(30);
    expect(created('TaxonomyCreated').map((t) => t.slug)).toEqual([
      'campuses',
      'cohorts',
      'majors',
      'programs',
      'specialties',
    ]);
  });

  it('sets what the server derives from the offering and the course', () => {
    for (const section of sections) {
      const offering = offerings.get(section.CourseOfferingId)!;
      const course = courses.get(offering.CourseId)!;
      expect(section).toMatchObject({
        AcademicPeriodId: offering.AcademicPeriodId,
        CourseId: offering.CourseId,
        defaultPoints: offering.points,
        WorkgroupId: course.WorkgroupId,
      });
      expect(offering).toMatchObject({ courseNumber: course.courseNumber, name: course.name });
      const runs = termModes.some(
        (m) =>
          m.CourseOfferingId === offering.id &&
          m.AcademicTermId === section.AcademicTermId &&
          m.TeachingModeId === section.TeachingModeId,
      );
      expect(runs, `${section.name} ${section.sectionNumber} runs in one of its offering's term modes`).toBe(
        true,
      );
      const above = section.enrollment > course.sectionMaxStudents;
      if (above) expect(section.enrollmentOverride).toBe(true);
    }
    expect(sections.filter((s) => s.enrollmentOverride).length).toBeGreaterThan(3);
  });

  it('meets in campus slots between 08:00 and 18:00, in rooms unless online, with a few double-bookings', () => {
    const booked = new Map<string, number>();
    for (const section of activeSections) {
      const meeting = meetings.get(section.id)!;
      const [start, end] = [minutesOf(meeting.startTime)!, minutesOf(meeting.endTime)!];
      expect(start).toBeGreaterThanOrEqual(8 * 60);
      expect(end).toBeLessThanOrEqual(18 * 60);
      expect(end - start).toBe(meeting.days.includes('MO') ? 50 : 75);
      const online = section.TeachingModeId === teachingModeIds.online;
      expect(meeting.LocationId === null).toBe(online);
      if (online) continue;
      const cell = `${section.AcademicTermId} ${meeting.LocationId} ${meeting.days} ${meeting.startTime}`;
      booked.set(cell, (booked.get(cell) ?? 0) + 1);
    }
    const doubleBooked = [...booked.values()].filter((count) => count > 1).length;
    expect(doubleBooked).toBeGreaterThanOrEqual(3);
    expect(doubleBooked).toBeLessThanOrEqual(10);
  });
});

describe('the large plan', () => {
  it('plans `count` sections, two or three per offering, each with a meeting', () => {
    const planned = Array.from({ length: 60 }, (_, i) => ({
      id: `0190b000-0000-7000-8000-${String(i).padStart(12, '0')}`,
      courseNumber: `GEN ${i}`,
      name: `Generated ${i}`,
      WorkgroupId: '0190b000-0000-7000-8000-ffffffffffff',
      sectionMaxStudents: 30,
      points: 3,
    }));
    const events = largePlanStreams(planned, 2026, 101).flatMap((stream) => stream.events);
    const count = (type: string) => events.filter((event) => event.type === type).length;
    expect([count('CourseOfferingCreated'), count('SectionCreated'), count('MeetingCreated')]).toEqual([
      51, 101, 101,
    ]);
    const three = largePlanStreams(planned, 2026, 170).flatMap((stream) => stream.events);
    expect(three.filter((event) => event.type === 'SectionCreated')).toHaveLength(170);
    expect(() => largePlanStreams(planned, 2026, 200)).toThrow('200 sections need 67 courses');
  });
});
