import type { EffortActualRow, ImportMode } from '@tams/domain';
import type { ReadModelTable } from '../framework/readModelTable.js';

/** One row per effort import (EffortSourceCount: the rows it recorded, skipped, for whom). */
export const effortImportsTable: ReadModelTable = {
  name: 'effortImports',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'fileName', sqlType: 'text', notNull: true },
    { name: 'contentHash', sqlType: 'text', notNull: true },
    { name: 'format', sqlType: 'text', notNull: true },
    { name: 'mode', sqlType: 'text', notNull: true },
    { name: 'status', sqlType: 'text', notNull: true },
    { name: 'attempt', sqlType: 'integer', notNull: true },
    { name: 'rowCount', sqlType: 'integer', notNull: true },
    { name: 'recordedCount', sqlType: 'integer', notNull: true },
    { name: 'skippedCount', sqlType: 'integer', notNull: true },
    { name: 'peopleCount', sqlType: 'integer', notNull: true },
    { name: 'batchCount', sqlType: 'integer', notNull: true },
    { name: 'PayPeriodIds', sqlType: 'uuid[]', notNull: true },
    { name: 'startedBy', sqlType: 'uuid' },
    { name: 'startedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'completedAt', sqlType: 'timestamptz' },
    { name: 'failureReason', sqlType: 'text' },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
  ],
  indexes: [
    { key: 'startedAt', body: '("startedAt", id)' },
    { key: 'contentHash', body: '("contentHash")' },
    { key: 'completed', body: '(status, "completedAt")' },
  ],
};

export type EffortImportRow = {
  id: string;
  version: number;
  fileName: string;
  contentHash: string;
  format: 'csv' | 'xlsx';
  mode: ImportMode;
  status: 'running' | 'completed' | 'failed';
  attempt: number;
  rowCount: number;
  recordedCount: number;
  skippedCount: number;
  peopleCount: number;
  batchCount: number;
  PayPeriodIds: string[];
  startedBy: string | null;
  startedAt: Date;
  completedAt: Date | null;
  failureReason: string | null;
  updatedAt: Date;
};

/**
 * The payroll rows as imported, never classified here: each names its class key, whose category the
 * rules decide (effortClassKeys), so a rule change reclassifies without touching these rows.
 */
export const effortActualsTable: ReadModelTable = {
  name: 'effortActuals',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'ImportId', sqlType: 'uuid', notNull: true },
    { name: 'line', sqlType: 'integer', notNull: true },
    { name: 'EmployeeId', sqlType: 'text', notNull: true },
    { name: 'PositionId', sqlType: 'text', notNull: true },
    { name: 'PositionTitle', sqlType: 'text', notNull: true },
    { name: 'PayPeriodId', sqlType: 'uuid', notNull: true },
    { name: 'CostCenter', sqlType: 'text', notNull: true },
    { name: 'EarnCode', sqlType: 'text', notNull: true },
    { name: 'Amount', sqlType: 'numeric' },
    { name: 'Percent', sqlType: 'numeric' },
    { name: 'FTE', sqlType: 'numeric' },
    { name: 'ClassKeyId', sqlType: 'uuid', notNull: true },
  ],
  indexes: [
    { key: 'ImportId', body: '("ImportId")' },
    { key: 'PayPeriodId', body: '("PayPeriodId")' },
    { key: 'PositionId', body: '("PositionId")' },
    { key: 'EmployeeId', body: '("EmployeeId")' },
    { key: 'ClassKeyId', body: '("ClassKeyId")' },
  ],
};

/** A row of effortActuals: the row as its import recorded it, with its import and its class key. */
export type EffortActualTableRow = EffortActualRow & { id: string; ImportId: string; ClassKeyId: string };

/** What rows agree on for classification, and what the rules say about it now. */
export const effortClassKeysTable: ReadModelTable = {
  name: 'effortClassKeys',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'CostCenter', sqlType: 'text', notNull: true },
    { name: 'EarnCode', sqlType: 'text', notNull: true },
    { name: 'PositionTitle', sqlType: 'text', notNull: true },
    { name: 'EffortTypeId', sqlType: 'uuid' },
    { name: 'EffortCategoryId', sqlType: 'uuid' },
    { name: 'EffortRuleId', sqlType: 'uuid' },
  ],
  indexes: [{ key: 'EffortCategoryId', body: '("EffortCategoryId")' }],
};

export type EffortClassKeyRow = {
  id: string;
  CostCenter: string;
  EarnCode: string;
  PositionTitle: string;
  EffortTypeId: string | null;
  EffortCategoryId: string | null;
  EffortRuleId: string | null;
};

/** A faculty member's expected teaching share for a period, when an effortManager set it by hand. */
export const instructorEffortSharesTable: ReadModelTable = {
  name: 'instructorEffortShares',
  columns: [
    { name: 'id', sqlType: 'uuid primary key' },
    { name: 'version', sqlType: 'bigint', notNull: true },
    { name: 'UserId', sqlType: 'uuid', notNull: true },
    { name: 'AcademicPeriodId', sqlType: 'uuid', notNull: true },
    { name: 'expectedTeachingShare', sqlType: 'numeric' },
    { name: 'reason', sqlType: 'text', notNull: true },
    { name: 'updatedAt', sqlType: 'timestamptz', notNull: true },
    { name: 'updatedBy', sqlType: 'uuid' },
  ],
  indexes: [{ key: 'UserId', body: '("UserId", "AcademicPeriodId")' }],
};

export type InstructorEffortShareRow = {
  id: string;
  version: number;
  UserId: string;
  AcademicPeriodId: string;
  expectedTeachingShare: number | null;
  reason: string;
  updatedAt: Date;
  updatedBy: string | null;
};
