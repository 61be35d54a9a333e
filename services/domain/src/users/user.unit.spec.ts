import { deciderSpec } from '@tams/event-store/testing';
import { describe, it } from 'vitest';
import { NotFoundError, ValidationError } from '../shared/errors.js';
import { recordStreamDecider } from '../shared/recordDecider.js';
import { workgroups } from '../workgroups/workgroup.js';
import { workgroupMemberships } from '../workgroups/workgroupMembership.js';
import { facultyProfiles } from './facultyProfile.js';
import { financialData } from './financialData.js';
import { users } from './user.js';
import { userActivityDecider } from './userActivity.js';
import { userSettings } from './userSetting.js';

const userSpec = deciderSpec(recordStreamDecider(users, [facultyProfiles, financialData, userSettings]));
const userId = '0190a000-0000-7000-8000-0000000000a1';
const otherId = '0190a000-0000-7000-8000-0000000000a2';
const periodId = '0190a000-0000-7000-8000-0000000000b1';
const UserCreated = {
  type: 'UserCreated',
  data: {
    id: userId,
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Okafor',
    Roles: ['faculty'],
    isActive: true,
  },
};
const create = (resource: string, id: string, values: Record<string, unknown>) =>
  ({ type: 'CreateRecord', resource, id, values }) as const;

describe('User', () => {
  describe('when they have a faculty profile', () => {
    const given = userSpec.given([
      UserCreated,
      { type: 'FacultyProfileCreated', data: { id: otherId, UserId: userId, isActive: true } },
    ]);
    it('refuses a second profile', () =>
      given
        .when(create('facultyProfiles', userId, { UserId: userId }))
        .thenThrows(
          ValidationError,
          (error) => error.fieldErrors.UserId === 'This user already has a faculty profile',
        ));
    it('deletes the profile with the user', () =>
      given.when({ type: 'DeleteRecord', resource: 'users', id: userId }).then([
        { type: 'FacultyProfileDeleted', data: { id: otherId } },
        { type: 'UserDeleted', data: { id: userId } },
      ]));
  });

  describe('financial data', () => {
    const given = userSpec.given([
      UserCreated,
      {
        type: 'FinancialDataCreated',
        data: { id: otherId, UserId: userId, AcademicPeriodId: periodId, pointsRequired: 12 },
      },
    ]);
    it('is kept once per academic period', () =>
      given
        .when(
          create('financialData', userId, { UserId: userId, AcademicPeriodId: periodId, pointsRequired: 6 }),
        )
        .thenThrows(ValidationError, (error) => error.fieldErrors.AcademicPeriodId !== undefined));
    it('derives the remaining points from required and assigned', () => {
      const row = financialData.derive!({ pointsRequired: 12, pointsAssigned: 4.5 });
      if (row.pointsRemaining !== 7.5) throw new Error(`remaining ${row.pointsRemaining}`);
    });
  });

  describe('settings', () => {
    const given = userSpec.given([UserCreated]);
    it('take a theme of dark or light', () =>
      given
        .when(create('userSettings', otherId, { UserId: userId, machineName: 'theme', value: 'light' }))
        .then([
          {
            type: 'UserSettingCreated',
            data: { id: otherId, UserId: userId, machineName: 'theme', value: 'light' },
          },
        ]));
    it('refuse any other theme', () =>
      given
        .when(create('userSettings', otherId, { UserId: userId, machineName: 'theme', value: 'blue' }))
        .thenThrows(ValidationError, (error) => error.fieldErrors.value === 'Must be one of: dark, light'));
  });

  describe('activity', () => {
    const activity = deciderSpec(userActivityDecider);
    const at = '2026-11-22T10:00:00.000Z';
    it('records a sign-in of an existing user', () =>
      activity
        .given([UserCreated as never])
        .when({ type: 'RecordSignIn', id: userId, method: 'saml', at })
        .then([{ type: 'UserSignedIn', data: { id: userId, method: 'saml', at } }]));
    it('refuses a sign-in of a user who does not exist', () =>
      activity
        .given([])
        .when({ type: 'RecordSignIn', id: userId, method: 'dev', at })
        .thenThrows(NotFoundError));
  });
});

describe('Workgroup membership', () => {
  const workgroupId = '0190a000-0000-7000-8000-0000000000c1';
  const spec = deciderSpec(recordStreamDecider(workgroups, [workgroupMemberships]));
  const given = spec.given([
    { type: 'WorkgroupCreated', data: { id: workgroupId, name: 'Mathematics', isActive: true } },
    {
      type: 'WorkgroupMembershipCreated',
      data: { id: otherId, WorkgroupId: workgroupId, UserId: userId, permission: 3 },
    },
  ]);
  it('names a user once per workgroup', () =>
    given
      .when(
        create('workgroupMemberships', periodId, { WorkgroupId: workgroupId, UserId: userId, permission: 0 }),
      )
      .thenThrows(ValidationError, (error) => error.fieldErrors.UserId === 'This user is already a member'));
  it('cannot move to another user', () =>
    given
      .when({
        type: 'UpdateRecord',
        resource: 'workgroupMemberships',
        id: otherId,
        values: { UserId: periodId },
      })
      .thenThrows(ValidationError, (error) => error.fieldErrors.UserId !== undefined));
});
