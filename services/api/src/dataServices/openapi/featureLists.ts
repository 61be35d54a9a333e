import { queryParameter, type RouteDescriptions, routeKey } from './routeDescription.js';

/** The feature lists that answer as the record lists do: an array of rows (objects) and Content-Range. */
const lists: readonly [path: string, summary: string, listQuery?: false][] = [
  ['/api/collection/users', 'Users to pick from (id and name)'],
  ['/api/suggestedAssignees', 'Instructors suggested for a section, best first'],
  ['/api/workgroupApprovals', 'Workgroup approvals of a period'],
  ['/api/progressActions', 'The progress actions of a period'],
  ['/api/myPreferenceSubmissions', 'My teaching preference submissions', false],
  ['/api/preferenceSubmissions', 'Teaching preference submissions'],
  ['/api/effortUnclassified', 'Effort rows without a classification'],
  ['/api/effortPositions', 'Effort by position'],
  ['/api/instructorEfforts', 'Effort by instructor'],
  ['/api/effortImports', 'Effort imports, newest first'],
  ['/api/settingTypes', 'The kinds of settings'],
  ['/api/reportSnapshots', 'Report snapshots', false],
  ['/api/dataExports', 'Data exports', false],
  ['/api/instructors', 'Instructors with their load'],
  ['/api/instructorWorkloads', 'Instructor workloads of a period'],
];

/** Files: templates, exports, metadata, the logo. */
const csv = 'text/csv';
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const format = queryParameter('format', 'csv (the default) or xlsx', { enum: ['csv', 'xlsx'] });
const downloads: readonly [path: string, summary: string, types: readonly string[], query?: object[]][] = [
  ['/api/effortImports/template.csv', 'The CSV template of an effort import', [csv]],
  ['/api/effortImports/template.xlsx', 'The Excel template of an effort import', [xlsx]],
  ['/api/reports/types/:type/export', 'A report as a file', [csv, xlsx], [format]],
  ['/api/savedReports/:id/export', 'A saved report as a file', [csv, xlsx], [format]],
  ['/api/dataExports/:id/download', 'A finished data export', ['application/zip']],
  ['/api/auth/saml/metadata', 'The SAML service provider metadata', ['application/samlmetadata+xml']],
  ['/api/settings/primaryColor', 'The primary colour (CSS)', ['text/plain']],
  ['/api/logo.png', 'The uploaded logo (404 when there is none)', ['image/*']],
];

export const featureListDescriptions = (): RouteDescriptions => ({
  ...Object.fromEntries(
    lists.map(([path, summary, listQuery]) => [
      routeKey('GET', path),
      {
        summary: listQuery === false ? `${summary} (whole, no list query)` : summary,
        list: true,
        listQuery,
        answer: { type: 'object', description: 'One row (fields as the list shows)' },
      },
    ]),
  ),
  ...Object.fromEntries(
    downloads.map(([path, summary, types, parameters]) => [
      routeKey('GET', path),
      { summary, answerMedia: types, ...(parameters ? { parameters } : {}) },
    ]),
  ),
});
