import { facultyPageFlagNames, featureFlagNames } from '@tams/access';
import { academicPeriods, apiKeys, facultyProfiles, userSettings, users } from '@tams/domain';
import { z } from 'zod';
import { outputSchemaOf } from './jsonSchema.js';
import { recordRef } from './recordRoutes.js';
import { type RouteDescriptions, routeKey } from './routeDescription.js';

/* Answers of feature routes, as their code builds them (no schema of theirs to derive them from). */

const id = z.object({ id: z.string() });
const health = z.looseObject({
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.looseObject({ ok: z.boolean() }),
});
const config = z.object({
  version: z.string(),
  mode: z.string(),
  featureFlags: z.record(z.string(), z.boolean()),
});
const appInfo = z.object({
  strategyExists: z.boolean(),
  error: z.string().optional(),
  featureFlags: z.object({ auth0Enabled: z.boolean() }),
  signInOptions: z.object({ dev: z.boolean(), saml: z.boolean(), auth0: z.boolean() }),
});
export const cloneJob = z.looseObject({
  jobId: z.string(),
  state: z.string(),
  progress: z.number(),
  result: z.unknown(),
  error: z.string().optional(),
  sourceAcademicPeriodId: z.string(),
  targetAcademicPeriodId: z.string(),
  includeMeetings: z.boolean(),
});
const effortImportStarted = z.union([
  z.object({ id: z.string(), jobId: z.string() }),
  z.object({ id: z.string(), alreadyImported: z.literal(true), completedAt: z.unknown() }),
]);

const period = recordRef(academicPeriods);

/** services/access AuthContext: who is calling and what the web may show them. */
export const authContext = z.looseObject({
  authenticatedUserId: z.string(),
  workingUserId: z.string(),
  displayName: z.string(),
  Roles: z.array(z.object({ slug: z.string() })),
  FeatureFlags: z.partialRecord(z.enum(featureFlagNames), z.boolean()),
  workgroupPermissions: z.array(z.object({ id: z.string(), permission: z.number().int() })),
  progressStepId: z.number().int().nullable(),
  version: z.string(),
  mode: z.enum(['production', 'staging-build', 'development', 'local']),
  ...Object.fromEntries(facultyPageFlagNames.map((name) => [name, z.boolean()])),
});

export const featureAnswerDescriptions = (): RouteDescriptions => ({
  [routeKey('GET', '/api/health')]: {
    summary: 'Whether the database answers and the read models keep up (503 when they do not)',
    answer: outputSchemaOf(health),
    answers: { '503': outputSchemaOf(health) },
  },
  [routeKey('GET', '/api/config')]: {
    summary: 'Version, mode and feature flags',
    answer: outputSchemaOf(config),
  },
  [routeKey('GET', '/api/app-info')]: { summary: 'How one may sign in', answer: outputSchemaOf(appInfo) },
  [routeKey('GET', '/api/auth')]: {
    summary: 'The caller’s auth context (roles, flags, workgroup permissions)',
    answer: outputSchemaOf(authContext),
  },
  [routeKey('POST', '/api/auth/dev')]: {
    summary: 'Sign in as a demo user (local mode)',
    answer: outputSchemaOf(id),
  },
  [routeKey('GET', '/api/auth/logout')]: {
    summary: 'End the session',
    answer: outputSchemaOf(z.object({ ok: z.literal(true) })),
  },
  [routeKey('GET', '/api/users/current')]: {
    summary: 'The working user, with their faculty profile and financial data',
    answer: recordRef(users),
  },
  [routeKey('GET', '/api/users/current/roles')]: {
    summary: 'The working user’s roles',
    answer: outputSchemaOf(z.array(z.object({ slug: z.string() }))),
  },
  [routeKey('GET', '/api/users/facultyProfile/:userId')]: {
    summary: 'A user’s faculty profile',
    answer: recordRef(facultyProfiles),
    notFound: true,
  },
  [routeKey('GET', '/api/userSettings/mine')]: {
    summary: 'The working user’s settings',
    answer: { type: 'array', items: recordRef(userSettings) },
  },
  [routeKey('GET', '/api/academicPeriods/active')]: {
    summary: 'The working academic period',
    answer: period,
  },
  [routeKey('GET', '/api/academicPeriods/systemActive')]: {
    summary: 'The system’s active academic period',
    answer: period,
  },
  [routeKey('GET', '/api/academicPeriods/active/id')]: {
    summary: 'The id of the working academic period',
    answer: outputSchemaOf(id),
  },
  [routeKey('GET', '/api/academicPeriods/publishedForFaculty')]: {
    summary: 'Periods published to faculty',
    list: true,
    answer: period,
  },
  [routeKey('POST', '/api/academicPeriods/:id/activate')]: {
    summary: 'Make a period the system’s active one',
    answer: period,
    accepted: true,
    notFound: true,
    conflict: true,
  },
  [routeKey('POST', '/api/apiKeys/:id/revoke')]: {
    summary: 'Revoke an API key',
    answer: recordRef(apiKeys),
    notFound: true,
  },
  [routeKey('GET', '/api/cloning/:jobId')]: {
    summary: 'A cloning job’s state',
    answer: outputSchemaOf(cloneJob),
    notFound: true,
  },
  [routeKey('GET', '/api/effortImports/:id')]: {
    summary: 'One effort import',
    answer: { type: 'object' },
    notFound: true,
  },
  [routeKey('POST', '/api/effortImports/dryRun')]: {
    summary: 'Check an effort file (the raw body; X-File-Name: its name, URI-encoded) and keep it',
    answer: { type: 'object', required: ['uploadId'] },
  },
  [routeKey('POST', '/api/effortImports')]: {
    summary: 'Import a dry-run effort file (a job; 200 when the file was imported before)',
    answer: outputSchemaOf(effortImportStarted),
    answers: { '202': outputSchemaOf(effortImportStarted) },
  },
});
