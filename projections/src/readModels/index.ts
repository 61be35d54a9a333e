import {
  academicTermTypes,
  apiKeys,
  courseOfferings,
  courses,
  locations,
  settings,
  taxonomies,
  uploads,
  valueListDefinitions,
  workgroups,
} from '@tams/domain';
import { combinedProjection } from '../framework/combinedProjection.js';
import type { Projection } from '../framework/projection.js';
import { academicPeriodsProjection } from './academicPeriods.js';
import { recordProjection } from './recordProjection.js';
import { planningProjection } from './planning.js';

export { preferenceSubmissionIdOf } from './teachingPreferences.js';

/** Every read model of the application, each its own processor. */
export const projections: readonly Projection[] = [
  academicPeriodsProjection,
  recordProjection(academicTermTypes),
  combinedProjection(
    'valueLists',
    valueListDefinitions
      .filter((definition) => definition !== academicTermTypes)
      .map((d) => recordProjection(d)),
  ),
  combinedProjection('places', [recordProjection(locations), recordProjection(taxonomies)]),
  recordProjection(courses),
  recordProjection(courseOfferings),
  planningProjection,
  recordProjection(workgroups),
  combinedProjection('system', [recordProjection(settings), recordProjection(uploads)]),
  recordProjection(apiKeys),
];

/** The processor whose tables hold `resource` (a child resource is kept by its parent's projection). */
export function projectionOf(resource: string): Projection {
  const projection = projections.find((p) => p.tables.some((table) => table.name === resource));
  if (!projection) throw new Error(`No projection keeps ${resource}`);
  return projection;
}
