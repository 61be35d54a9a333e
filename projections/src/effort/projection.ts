import {
  costCenterDescriptions,
  effortCategories,
  effortPayPeriods,
  effortRules,
  effortTypes,
  enhancedEffortPositionAssociations,
} from '@tams/domain';
import { combinedProjection } from '../framework/combinedProjection.js';
import { recordProjection } from '../framework/recordProjection.js';
import { classificationProjection } from './classificationProjection.js';
import { effortImportProjection } from './importProjection.js';

/**
 * The effort read model (DESIGN §14), one processor: the reference data, the imports and their rows, and
 * the classification that joins them. The rules and types come before the classification so that it
 * reads each rule as its event leaves it.
 */
export const effortProjection = combinedProjection('effort', [
  recordProjection(effortCategories),
  recordProjection(effortTypes),
  recordProjection(effortPayPeriods),
  recordProjection(costCenterDescriptions),
  recordProjection(effortRules),
  recordProjection(enhancedEffortPositionAssociations),
  effortImportProjection,
  classificationProjection,
]);
