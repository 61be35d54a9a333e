import { z } from 'zod';
import { changeFeedQuery } from '../changeFeedQuery.js';
import { sisDryRunAnswer, sisImportKind, startSisImportBody } from '../importRequest.js';
import { inputSchemaOf, outputSchemaOf, queryParametersOf } from './jsonSchema.js';
import { type RouteDescriptions, routeKey } from './routeDescription.js';

/*
 * The Data Services routes (DESIGN §15) as their contract states them; the feed and the imports are
 * described here so that the document says the same as the contract their routes implement.
 */

const position = z
  .string()
  .regex(/^\d{20}:\d{20}$/)
  .describe('A position in the log: pass it as `after` to continue from there');
const actor = z.object({ id: z.string(), name: z.string().nullable() });
const feedEvent = z.object({
  position,
  type: z.string(),
  streamId: z.string(),
  recordId: z.string().nullable(),
  resource: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  actor: actor.nullable(),
  recordedAt: z.string(),
});

const importKind = {
  name: 'kind',
  in: 'path',
  required: true,
  description:
    'courses; sections (course offerings with sections and meetings); people (users with faculty profiles)',
  schema: inputSchemaOf(sisImportKind),
};
const importRecord = z.object({
  id: z.string(),
  kind: sisImportKind,
  fileName: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  startedBy: actor.nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  rows: z.number().int(),
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  message: z.string().optional(),
});
const fileTypes = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

export const dataServicesDescriptions = (): RouteDescriptions => ({
  [routeKey('GET', '/api/openapi.json')]: {
    summary: 'This document: every route of the API (OpenAPI 3.1)',
    answer: { type: 'object', required: ['openapi', 'paths'] },
  },
  [routeKey('GET', '/api/dataServices/changes')]: {
    summary: 'The change feed: events of the log after a position, oldest first',
    answer: outputSchemaOf(z.object({ events: z.array(feedEvent), position })),
    parameters: queryParametersOf(changeFeedQuery),
  },
  [routeKey('GET', '/api/dataServices/position')]: {
    summary: 'The log’s current head',
    answer: outputSchemaOf(z.object({ position })),
  },
  [routeKey('GET', '/api/dataServices/imports/:kind/template.csv')]: {
    summary: 'The CSV template of an import',
    answerMedia: ['text/csv'],
    parameters: [importKind],
  },
  [routeKey('GET', '/api/dataServices/imports/:kind/template.xlsx')]: {
    summary: 'The Excel template of an import',
    answerMedia: [fileTypes[1]!],
    parameters: [importKind],
  },
  [routeKey('POST', '/api/dataServices/imports/:kind/dryRun')]: {
    summary: 'Check a file (the raw body; X-File-Name: its name, URI-encoded) and keep it for the import',
    bodyMedia: fileTypes,
    bodyRequired: true,
    answer: outputSchemaOf(sisDryRunAnswer),
    parameters: [
      importKind,
      {
        name: 'X-File-Name',
        in: 'header',
        required: false,
        description: 'URI-encoded',
        schema: { type: 'string' },
      },
    ],
  },
  [routeKey('POST', '/api/dataServices/imports')]: {
    summary: 'Import a dry-run file (refused when any row has an error); progress over the socket',
    body: inputSchemaOf(startSisImportBody),
    bodyRequired: true,
    status: '202',
    answer: outputSchemaOf(z.object({ id: z.string(), jobId: z.string() })),
    conflict: true,
  },
  [routeKey('GET', '/api/dataServices/imports')]: {
    summary: 'The imports, newest first',
    list: true,
    answer: outputSchemaOf(importRecord),
  },
  [routeKey('GET', '/api/dataServices/imports/:id')]: {
    summary: 'One import',
    answer: outputSchemaOf(importRecord),
    notFound: true,
  },
});
