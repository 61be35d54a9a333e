import {
  academicTermTypes,
  apiKeys,
  emailTemplates,
  courseOfferings,
  courses,
  locations,
  settings,
  taxonomies,
  uploads,
  valueListDefinitions,
  valueListNamed,
  workgroups,
} from '@tams/domain';
import { combinedProjection } from '../framework/combinedProjection.js';
import type { Projection } from '../framework/projection.js';
import { academicPeriodsProjection } from '../academicPeriods/projection.js';
import { keepingHistory } from '../framework/history.js';
import { recordProjection } from '../framework/recordProjection.js';
import { planningProjection } from './planning.js';
import { effortProjection } from '../effort/projection.js';
import { savedReportsPart } from '../reports/savedReportsProjection.js';
import { snapshotsProjection } from '../reports/snapshotsProjection.js';
import { sisImportsPart } from '../dataServices/sisImportsProjection.js';
import { emailSendsPart } from '../emailInstructors/emailSendsProjection.js';
import { instructorRatesProjection } from '../instructorCosts/ratesProjection.js';
import { requiredPointsProjection } from '../instructors/requiredPointsProjection.js';

export { preferenceSubmissionIdOf } from '../teachingPreferences/projection.js';

/**
 * Every read model of the application, each its own processor. The tables behind the pages auditors see
 * as of an instant (DESIGN §16: assignments, coverage, workload, preferences, approvals) keep their history.
 */
const sourceProjections: readonly Projection[] = [
  keepingHistory(academicPeriodsProjection, [
    'academicPeriods',
    'academicPeriodProgress',
    'progressActions',
    'workgroupApprovals',
  ]),
  recordProjection(academicTermTypes),
  // instructor types' defaults set required points (DESIGN §19): as of an instant, the default of then
  keepingHistory(
    combinedProjection(
      'valueLists',
      valueListDefinitions
        .filter((definition) => definition !== academicTermTypes)
        .map((d) => recordProjection(d)),
    ),
    ['instructorTypes'],
  ),
  combinedProjection('places', [recordProjection(locations), recordProjection(taxonomies)]),
  recordProjection(courses),
  recordProjection(courseOfferings),
  keepingHistory(planningProjection, [
    'users',
    'facultyProfiles',
    'financialData',
    'sections',
    'meetings',
    'teachingAssignments',
    'administrativeAssignments',
    'preferenceSubmissions',
    'instructorWorkloads',
  ]),
  keepingHistory(recordProjection(workgroups), ['workgroups', 'workgroupMemberships']),
  // reports: saved reports, snapshots and data exports; here to keep the processor count (each holds a lock)
  combinedProjection('system', [
    recordProjection(settings),
    recordProjection(uploads),
    savedReportsPart,
    snapshotsProjection,
    sisImportsPart,
    // the instructor cost matrix's rates (DESIGN §17): small, rarely changed
    instructorRatesProjection,
    // Email Instructors' templates and sends (DESIGN §17)
    recordProjection(emailTemplates),
    emailSendsPart,
  ]),
  recordProjection(apiKeys),
  // the classification (rules, the keys they classify, which categories count as teaching) too: effort
  // as of an instant is classified as it was then, and History says which rule change moved whom
  keepingHistory(effortProjection, [
    'instructorEffortShares',
    'effortRules',
    'effortClassKeys',
    'effortCategories',
  ]),
];

/** Every read model of the application; required points last, computed over the others (DESIGN §19). */
export const projections: readonly Projection[] = [
  ...sourceProjections,
  requiredPointsProjection(sourceProjections),
];

const addedProjections = new Map<string, Projection>();

/** The read model of a value list added at start-up (addValueLists: a test's throwaway), a processor of its own. */
export function addedValueListProjection(resource: string): Projection | undefined {
  const definition = valueListNamed(resource);
  if (!definition || (valueListDefinitions as readonly object[]).includes(definition)) return undefined;
  if (!addedProjections.has(resource)) addedProjections.set(resource, recordProjection(definition));
  return addedProjections.get(resource);
}

/** The processor whose tables hold `resource` (a child resource is kept by its parent's projection). */
export function projectionOf(resource: string): Projection {
  const projection =
    projections.find((p) => p.tables.some((table) => table.name === resource)) ??
    addedValueListProjection(resource);
  if (!projection) throw new Error(`No projection keeps ${resource}`);
  return projection;
}

/**
 * `processors` and the derived read models (computed over others: Projection.derive) that handle one of
 * `events`: a command's answer that reads its sources reads what is computed from them too.
 */
export function withDerivedProcessors(
  processors: readonly string[],
  events: readonly { type: string }[],
): readonly string[] {
  const derived = projections.filter(
    (projection) =>
      projection.derive &&
      !processors.includes(projection.name) &&
      events.some((event) => projection.handles.has(event.type)),
  );
  return derived.length === 0 ? processors : [...processors, ...derived.map((projection) => projection.name)];
}
