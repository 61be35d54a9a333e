import { academicTermTypes, courses, users, workgroups } from '@tams/domain';
import type { Projection } from '../framework/projection.js';
import { academicPeriodsProjection } from './academicPeriods.js';
import { recordProjection } from './recordProjection.js';

/** Every read model of the application, each its own processor. */
export const projections: readonly Projection[] = [
  academicPeriodsProjection,
  recordProjection(academicTermTypes),
  recordProjection(courses),
  recordProjection(users),
  recordProjection(workgroups),
];

/** The processor whose tables hold `resource` (a child resource is kept by its parent's projection). */
export function projectionOf(resource: string): Projection {
  const projection = projections.find((p) => p.tables.some((table) => table.name === resource));
  if (!projection) throw new Error(`No projection keeps ${resource}`);
  return projection;
}
