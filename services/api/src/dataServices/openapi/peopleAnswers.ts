import { uploads, users } from '@tams/domain';
import { z } from 'zod';
import {
  effortOverviewSchema,
  instructorEffortAnswerSchema,
  myEffortSchema,
  myTeachingSchema,
  positionTimelineSchema,
} from '../../effort/effortAnswers.js';
import { rulePreviewAnswer } from '../../effort/rulePreviewRoutes.js';
import {
  myAdminAssignmentSchema,
  myScheduleAnswerSchema,
  mySharedSectionSchema,
  myWorkloadAnswerSchema,
} from '../../myPages/myAnswers.js';
import { settingEntrySchema } from '../../settings/settingEntries.js';
import { workingPeriodAnswer } from '../../users/currentUserRoutes.js';
import { mergeAnswer } from '../../users/merge.js';
import { authContext, cloneJob } from './featureAnswers.js';
import { outputSchemaOf } from './jsonSchema.js';
import { recordRef } from './recordRoutes.js';
import { recordSchema } from './recordSchemas.js';
import { type RouteDescriptions, routeKey } from './routeDescription.js';

/* The answers of the faculty’s own pages, effort, users, sign-in, cloning and the logo: stated from the schemas kept beside their types (domain or route). */

const signInStep = (summary: string, redirect: string) => ({ summary, redirect, notFound: true });

export const peopleAnswerDescriptions = (): RouteDescriptions => ({
  [routeKey('GET', '/api/auth/saml')]: signInStep(
    'Start a SAML sign-in (`returnTo`: the page to come back to; 404 when SAML is not configured)',
    'To the identity provider',
  ),
  [routeKey('POST', '/api/auth/saml/callback')]: signInStep(
    'The SAML assertion consumer service (the IdP’s form post)',
    'Signed in: back to the page the sign-in started from',
  ),
  [routeKey('GET', '/api/auth0/login')]: signInStep(
    'Start an Auth0 sign-in (404 when Auth0 is not enabled)',
    'To Auth0',
  ),
  [routeKey('GET', '/api/auth0/callback')]: signInStep(
    'Where Auth0 sends the browser back',
    'Signed in: back to the page the sign-in started from',
  ),
  [routeKey('GET', '/api/auth/dev/users')]: {
    summary: 'The users one may sign in as (local mode; 404 otherwise)',
    answer: { type: 'array', items: recordRef(users) },
    notFound: true,
  },
  [routeKey('GET', '/api/auth/me')]: {
    summary: 'The working user’s record',
    answer: recordRef(users),
  },
  [routeKey('POST', '/api/cloning')]: {
    summary: 'Clone a period’s resources into another (a job; 503 when this process cannot start jobs)',
    status: '202',
    answer: outputSchemaOf(cloneJob.pick({ jobId: true })),
  },
  [routeKey('POST', '/api/users/masquerade')]: {
    summary: 'Act as another user (a session only): answers the new auth context',
    answer: outputSchemaOf(authContext),
    notFound: true,
  },
  [routeKey('DELETE', '/api/users/masquerade')]: {
    summary: 'Stop masquerading: answers the auth context',
    answer: outputSchemaOf(authContext),
  },
  [routeKey('PUT', '/api/users/:id/working')]: {
    summary: 'Set my working academic period (null: the system’s active one)',
    answer: outputSchemaOf(workingPeriodAnswer),
  },
  [routeKey('POST', '/api/users/merge')]: {
    summary: 'Merge a duplicate user into the one to keep',
    answer: outputSchemaOf(mergeAnswer),
    notFound: true,
  },
  [routeKey('POST', '/api/settings/upload/logo')]: {
    summary: 'Upload the logo (multipart `file`: PNG, JPEG or SVG)',
    status: '201',
    answer: {
      type: 'object',
      required: ['upload'],
      // no /api/uploads route: the record's schema is stated here, not among the components
      properties: { upload: recordSchema(uploads), logo: outputSchemaOf(settingEntrySchema) },
      additionalProperties: false,
    },
  },
  [routeKey('POST', '/api/effortRules/preview')]: {
    summary: 'Whose effort a rule change would move between categories, and how much',
    answer: outputSchemaOf(rulePreviewAnswer),
  },
  [routeKey('GET', '/api/effortOverview')]: {
    summary: 'A period’s effort per category and the latest imports',
    answer: outputSchemaOf(effortOverviewSchema),
  },
  [routeKey('GET', '/api/instructorEfforts')]: { answer: outputSchemaOf(instructorEffortAnswerSchema) },
  [routeKey('GET', '/api/instructorEfforts/:id')]: {
    summary: 'A faculty member’s effort in a period',
    answer: outputSchemaOf(instructorEffortAnswerSchema),
  },
  [routeKey('PUT', '/api/instructorEfforts/:id')]: {
    summary: 'Adjust a faculty member’s expected teaching share',
    answer: outputSchemaOf(instructorEffortAnswerSchema),
    accepted: true,
    conflict: true,
  },
  [routeKey('GET', '/api/myEffort')]: {
    summary: 'My effort per pay period by category, and the positions I hold',
    answer: outputSchemaOf(myEffortSchema),
  },
  [routeKey('GET', '/api/myTeaching')]: {
    summary: 'My teaching share and points per period',
    answer: outputSchemaOf(myTeachingSchema),
  },
  [routeKey('GET', '/api/effortPositions/:positionId/timeline')]: {
    summary: 'A position’s effort per pay period by category, who held it, imports and rule changes',
    answer: outputSchemaOf(positionTimelineSchema),
  },
  [routeKey('GET', '/api/myWorkload')]: {
    summary: 'My workload in a period: my numbers, teaching and admin assignments',
    answer: outputSchemaOf(myWorkloadAnswerSchema),
  },
  [routeKey('GET', '/api/mySchedule')]: {
    summary: 'My meetings in a period (none until it is published to faculty)',
    answer: outputSchemaOf(myScheduleAnswerSchema),
  },
  [routeKey('GET', '/api/mySharedTeaching')]: {
    summary:
      'The sections I share, with every instructor’s split (X-Published: whether the period is published)',
    answer: outputSchemaOf(z.array(mySharedSectionSchema)),
  },
  [routeKey('GET', '/api/adminAssignmentsMine')]: {
    summary: 'My administrative assignments in a period',
    answer: outputSchemaOf(z.array(myAdminAssignmentSchema)),
  },
});
