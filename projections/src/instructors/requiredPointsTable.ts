import type { RequiredPointsSource } from '@tams/domain';
import { derivedId } from '@tams/platform';
import type { ReadModelTable } from '../framework/readModelTable.js';

/**
 * Required points (DESIGN §19), one row per faculty member per academic period: the facts they follow from
 * and the value with its source, by requiredPointsOf of @tams/domain. Kept twice over, as effort management
 * (the deployment's aemEnabled flag) would have them on and off: a flag is configuration, not an event, and
 * a read model must not depend on which process built it. Readers take the pair their flag names
 * (requiredColumnsOf).
 */
export const instructorRequiredPointsTable: ReadModelTable = {
  name: 'instructorRequiredPoints',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'UserId', sqlType: 'uuid', notNull: true },
    { name: 'AcademicPeriodId', sqlType: 'uuid', notNull: true },
    { name: 'financialData', sqlType: 'numeric' },
    { name: 'expectedTeachingShare', sqlType: 'numeric' },
    { name: 'instructorTypeDefault', sqlType: 'numeric' },
    { name: 'pointsRequired', sqlType: 'numeric' },
    { name: 'pointsRequiredSource', sqlType: 'text' },
    { name: 'pointsRequiredWithoutEffort', sqlType: 'numeric' },
    { name: 'pointsRequiredSourceWithoutEffort', sqlType: 'text' },
  ],
  indexes: [
    { key: 'AcademicPeriodId', body: '("AcademicPeriodId", "UserId")' },
    { key: 'UserId', body: '("UserId", "AcademicPeriodId")' },
  ],
};

export type InstructorRequiredPointsRow = {
  id: string;
  UserId: string;
  AcademicPeriodId: string;
  financialData: number | null;
  expectedTeachingShare: number | null;
  instructorTypeDefault: number | null;
  pointsRequired: number | null;
  pointsRequiredSource: RequiredPointsSource | null;
  pointsRequiredWithoutEffort: number | null;
  pointsRequiredSourceWithoutEffort: RequiredPointsSource | null;
};

export const requiredPointsIdOf = (userId: string, periodId: string) =>
  derivedId('requiredPoints', `${userId}:${periodId}`);

/** The value and source columns for a deployment with effort management on or off. */
export const requiredColumnsOf = (effortEnabled: boolean) =>
  effortEnabled
    ? ({ value: 'pointsRequired', source: 'pointsRequiredSource' } as const)
    : ({ value: 'pointsRequiredWithoutEffort', source: 'pointsRequiredSourceWithoutEffort' } as const);
