import { ApiClient, createdRecord, type TestServer } from '../support/index.js';
import {
  expectOk,
  newOffering,
  newSection,
  type Planning,
  type Row,
  setUpPlanning,
} from '../support/planning.js';

/**
 * Faculty with work to show, made through the API: value lists as admin (spec §6 Configuration), the rest
 * as academicOpsAdmin (users, faculty profiles, sections, teaching and admin assignments).
 */
export interface WorkloadWorld {
  planning: Planning;
  run: string;
  adminType: Row;
  faculty(firstName: string, lastName: string, profile?: object): Promise<Row>;
  adminAssignment(user: Row, points: number, notes?: string): Promise<Row>;
  /** A section of a new offering (its points) in the period's first term, meeting on `days` at the times. */
  sectionWithMeeting(
    points: number,
    days: string[],
    startTime: string,
    endTime: string,
  ): Promise<SectionFixture>;
  teach(section: Row, user: Row, points: number): Promise<Row>;
}

export interface SectionFixture {
  course: Row;
  section: Row;
}

export async function setUpWorkload(url: string, run: string): Promise<WorkloadWorld> {
  const planning = await setUpPlanning({ url } as TestServer);
  const { ops, admin } = planning;
  const adminType = await createdRecord(admin, 'administrativeAssignmentTypes', { name: `Committee ${run}` });
  return {
    planning,
    run,
    adminType,
    async faculty(firstName, lastName, profile = {}) {
      const username = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
      const user = await createdRecord(ops, 'users', {
        username,
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
        email: `${username}@ui.example.edu`,
        Roles: ['faculty'],
        isFaculty: true,
      });
      await createdRecord(ops, 'facultyProfiles', { UserId: user.id, ...profile });
      return user;
    },
    adminAssignment: (user, points, notes) =>
      createdRecord(ops, 'administrativeAssignments', {
        UserId: user.id,
        AcademicPeriodId: planning.period.id,
        AdministrativeAssignmentTypeId: adminType.id,
        points,
        ...(notes ? { notes } : {}),
      }),
    async sectionWithMeeting(points, days, startTime, endTime) {
      const { course, offering } = await newOffering(planning, { points });
      const section = await newSection(planning, offering);
      expectOk(
        await ops.post('/api/meetings', {
          SectionId: section.id,
          days,
          startTime,
          endTime,
          frequency: 'weekly',
        }),
        'meeting',
      );
      return { course, section };
    },
    async teach(section, user, points) {
      // confirm: an overload or time-conflict warning is not what these suites are about
      const answer = await ops.post('/api/teachingAssignments?confirm=true', {
        SectionId: section.id,
        UserId: user.id,
        points,
      });
      return expectOk(answer, 'teaching assignment', [200, 201, 202]);
    },
  };
}

/** A second API session (e.g. as the faculty member, to check what the API answers them). */
export const apiSessionAs = (url: string, username: string) => new ApiClient(url).signIn(username);
