import type { ReadModelTable } from '../framework/readModelTable.js';

/** One row per rate cell (period, instructor type, rank) that has a rate (DESIGN §17 InstructorRates). */
export const instructorRatesTable: ReadModelTable = {
  name: 'instructorRates',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'AcademicPeriodId', sqlType: 'uuid', notNull: true },
    { name: 'InstructorTypeId', sqlType: 'uuid', notNull: true },
    { name: 'RankId', sqlType: 'uuid', notNull: true },
    { name: 'costPerPoint', sqlType: 'numeric', notNull: true },
    { name: 'overloadRate', sqlType: 'numeric', notNull: true },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'updatedBy', sqlType: 'uuid' },
  ],
  indexes: [{ key: 'cell', body: '("AcademicPeriodId", "InstructorTypeId", "RankId")' }],
};

export type InstructorRateRow = {
  id: string;
  AcademicPeriodId: string;
  InstructorTypeId: string;
  RankId: string;
  costPerPoint: number;
  overloadRate: number;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
};

/** One row per period whose rates were ever set: the matrix's version (its stream's), for If-Match. */
export const instructorRateMatricesTable: ReadModelTable = {
  name: 'instructorRateMatrices',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'CopiedFromAcademicPeriodId', sqlType: 'uuid' },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'updatedBy', sqlType: 'uuid' },
  ],
  indexes: [],
};

export type InstructorRateMatrixRow = {
  /** The academic period's id. */
  id: string;
  version: number;
  CopiedFromAcademicPeriodId: string | null;
  updatedAt: Date;
  updatedBy: string | null;
};
