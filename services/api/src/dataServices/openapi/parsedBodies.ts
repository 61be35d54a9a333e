import { z } from 'zod';
import { devSignIn } from '../../auth/routes.js';
import { cloneBody } from '../../cloning/cloneRequest.js';
import { startImportBody } from '../../effort/importRequest.js';
import { adjustBody } from '../../effort/instructorEffortRoutes.js';
import { previewBody } from '../../effort/rulePreviewRoutes.js';
import { approveRequest } from '../../progress/approvalRoutes.js';
import { progressActionRequest } from '../../progress/progressRoutes.js';
import { snapshotBody } from '../../reports/jobs/snapshotRoutes.js';
import { changeBody, createBody, deleteBody, duplicateBody } from '../../reports/savedReportRoutes.js';
import { previewRequest } from '../../teachingAssignments/routes.js';
import {
  copyRequest,
  reopenRequest,
  saveRequest,
  submitRequest,
} from '../../teachingPreferences/preferenceInput.js';
import { workingPeriod } from '../../users/currentUserRoutes.js';
import { masqueradeBody } from '../../users/masquerade.js';
import { mergeBody } from '../../users/merge.js';
import { inputSchemaOf } from './jsonSchema.js';
import { type RouteDescriptions, routeKey } from './routeDescription.js';

/** The routes whose body parseBody checks with a zod schema: the document says what that schema says. */
const parsed: readonly [method: string, path: string, schema: z.ZodType, summary: string][] = [
  ['POST', '/api/auth/dev', devSignIn, 'Sign in as a demo user (local mode)'],
  ['POST', '/api/cloning', cloneBody, 'Clone one period’s plan into another (a job)'],
  ['POST', '/api/effortImports', startImportBody, 'Import a dry-run file of effort (a job)'],
  ['PUT', '/api/instructorEfforts/:id', adjustBody, 'Adjust an instructor’s effort'],
  ['POST', '/api/effortRules/preview', previewBody, 'Preview what an effort rule would give'],
  ['POST', '/api/workgroupApprovals', approveRequest, 'Approve (or withdraw) a workgroup’s plan'],
  ['POST', '/api/progressActions', progressActionRequest, 'Move a period along its progress steps'],
  ['POST', '/api/reportSnapshots', snapshotBody, 'Snapshot a report (a job, may be scheduled)'],
  ['POST', '/api/dataExports', z.strictObject({}), 'Export all data (a job)'],
  ['POST', '/api/savedReports', createBody, 'Save a report'],
  ['PUT', '/api/savedReports/:id', changeBody, 'Rename or change a saved report'],
  ['DELETE', '/api/savedReports/:id', deleteBody, 'Delete a saved report'],
  ['POST', '/api/savedReports/:id/duplicate', duplicateBody, 'Duplicate a saved report'],
  [
    'POST',
    '/api/teachingAssignments/preview',
    previewRequest,
    'Preview an instructor’s load with an assignment',
  ],
  ['PUT', '/api/myTeachingPreferences', saveRequest(), 'Save my teaching preferences'],
  ['POST', '/api/myTeachingPreferences/submit', submitRequest, 'Submit my teaching preferences'],
  ['POST', '/api/myTeachingPreferences/copy', copyRequest, 'Copy my preferences from another period'],
  ['POST', '/api/preferenceSubmissions/:id/reopen', reopenRequest, 'Reopen submitted preferences'],
  ['PUT', '/api/users/:id/working', workingPeriod, 'Set a user’s working academic period'],
  ['POST', '/api/users/masquerade', masqueradeBody, 'Act as another user'],
  ['POST', '/api/users/merge', mergeBody, 'Merge a duplicate user into another'],
];

export const parsedBodyDescriptions = (): RouteDescriptions =>
  Object.fromEntries(
    parsed.map(([method, path, schema, summary]) => [
      routeKey(method, path),
      { summary, body: inputSchemaOf(schema), bodyRequired: method !== 'DELETE' },
    ]),
  );
