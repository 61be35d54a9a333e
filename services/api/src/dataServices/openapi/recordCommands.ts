import { administrativeAssignments, sections, teachingAssignments } from '@tams/domain';
import { z } from 'zod';
import { recordsSchema } from '../../sections/bulkUpdate.js';
import { inputSchemaOf } from './jsonSchema.js';
import { recordRef } from './recordRoutes.js';
import { type RouteDescriptions, routeKey } from './routeDescription.js';

/* Feature routes that write records of a definition beyond the generic routes: their records answer. */

const restored = (restoredOf: 'teachingAssignments' | 'administrativeAssignments') => ({
  summary: `Undo the removal of ${restoredOf === 'teachingAssignments' ? 'a teaching' : 'an administrative'} assignment`,
  answer: recordRef(restoredOf === 'teachingAssignments' ? teachingAssignments : administrativeAssignments),
  status: '201' as const,
  accepted: true,
  notFound: true,
  conflict: true,
});

export const recordCommandDescriptions = (): RouteDescriptions => ({
  [routeKey('POST', '/api/teachingAssignments/:id/restore')]: {
    ...restored('teachingAssignments'),
    body: inputSchemaOf(z.object({ SectionId: z.uuid().describe('The section it was removed from') })),
    bodyRequired: true,
  },
  [routeKey('POST', '/api/administrativeAssignments/:id/restore')]: {
    ...restored('administrativeAssignments'),
    noBody: true,
  },
  ...Object.fromEntries(
    (['approve', 'refuse'] as const).map((decision) => [
      routeKey('POST', `/api/administrativeAssignments/:id/${decision}`),
      {
        summary:
          decision === 'approve'
            ? 'Approve a reported administrative assignment: it counts toward workload (DESIGN §19)'
            : 'Refuse a reported administrative assignment, saying why',
        body: inputSchemaOf(
          z.object({
            reason:
              decision === 'approve'
                ? z.string().max(2000).nullable().optional()
                : z.string().min(1).max(2000).describe('Why it is refused: the faculty member reads it'),
            version: z.number().int().optional(),
          }),
        ),
        bodyRequired: decision === 'refuse',
        answer: recordRef(administrativeAssignments),
        accepted: true,
        notFound: true,
        conflict: true,
      },
    ]),
  ),
  [routeKey('POST', '/api/apiKeys/:id/revoke')]: {
    summary: 'Revoke an API key',
    body: inputSchemaOf(z.object({ version: z.number().int().optional() })),
  },
  ...Object.fromEntries(
    [
      ['POST', '/api/academicPeriods/:id/activate'],
      ['POST', '/api/workgroupApprovals/:id/withdraw'],
      ['DELETE', '/api/users/masquerade'],
      ['POST', '/api/savedReports/:id/publish'],
      ['POST', '/api/savedReports/:id/unpublish'],
    ].map(([method, path]) => [routeKey(method!, path!), { noBody: true }]),
  ),
  [routeKey('POST', '/api/sections/bulkUpdate')]: {
    summary: 'Change the same values on several sections, each at the version edited',
    body: {
      type: 'object',
      required: ['records', 'values'],
      properties: {
        records: inputSchemaOf(recordsSchema),
        values: { $ref: `#/components/schemas/${sections.name}.update` },
      },
      additionalProperties: false,
    },
    bodyRequired: true,
    answer: {
      type: 'object',
      required: ['updated', 'failed'],
      properties: {
        updated: { type: 'array', items: recordRef(sections) },
        failed: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'status', 'message'],
            properties: { id: { type: 'string' }, status: { type: 'integer' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
});
