import type { effortImportRows, instructorEffortRows } from '@tams/projections';
import { z } from 'zod';
import type { RowFits } from '../http/rowSchema.js';

/* The answers of the effort series (timelineRoutes.ts, myEffortRoutes.ts); their builders return these types. */

/** A pay period's effort amounts per category id ('unclassified' for none), and their total. */
export const payPeriodAmountsSchema = z.object({
  id: z.string(),
  code: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  amounts: z.record(z.string(), z.number()),
  total: z.number(),
});
export type PayPeriodAmounts = z.infer<typeof payPeriodAmountsSchema>;

/** A category the series uses (id null: unclassified). */
export const seriesCategorySchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  color: z.string(),
});
export type SeriesCategory = z.infer<typeof seriesCategorySchema>;

/** GET /api/myEffort: my effort per pay period by category, and the positions I hold. */
export const myEffortSchema = z.object({
  categories: z.array(seriesCategorySchema),
  payPeriods: z.array(payPeriodAmountsSchema),
  positions: z.array(z.object({ PositionId: z.string(), PositionTitle: z.string() })),
});

const myTeachingPeriod = z.object({
  AcademicPeriodId: z.string(),
  name: z.string().nullable(),
  startDate: z.string(),
  useAdvancedEffort: z.boolean(),
  published: z.boolean(),
  payrollTeachingShare: z.number().nullable(),
  expectedTeachingShare: z.number().nullable(),
  expectedTeachingShareSource: z.enum(['none', 'payroll', 'adjusted']),
  pointsRequired: z.number().nullable(),
  pointsAssigned: z.number(),
  pointsDifference: z.number().nullable(),
  status: z.enum(['over', 'under', 'met', 'notSet']),
});
export type MyTeachingPeriod = z.infer<typeof myTeachingPeriod>;

/** GET /api/myTeaching: per period, my teaching share and points (teaching ones once published). */
export const myTeachingSchema = z.object({ periods: z.array(myTeachingPeriod) });

const holder = z.object({
  name: z.string(),
  UserId: z.string().nullable(),
  EmployeeId: z.string().nullable(),
  from: z.string(),
  until: z.string().nullable(),
  /** Held by an association, or by an employee id of the effort rows. */
  source: z.enum(['association', 'employeeId']),
});

/** GET /api/effortPositions/:positionId/timeline: a position's effort per pay period, holders and markers. */
export const positionTimelineSchema = z.object({
  PositionId: z.string(),
  PositionTitle: z.string().nullable(),
  holders: z.array(holder),
  categories: z.array(seriesCategorySchema),
  payPeriods: z.array(payPeriodAmountsSchema.omit({ total: true })),
  markers: z.array(z.object({ at: z.string(), kind: z.enum(['import', 'rule']), label: z.string() })),
});

/** An effort import as lists show it (GET /api/effortImports/:id, the overview's recent ones). */
export const effortImportAnswerSchema = z.object({
  id: z.string(),
  startedBy: z.string().nullable(),
  startedByName: z.string().nullable(),
  mode: z.enum(['replace', 'append']),
  format: z.enum(['csv', 'xlsx']),
  status: z.enum(['running', 'completed', 'failed']),
  fileName: z.string(),
  rowCount: z.number().int(),
  skippedCount: z.number().int(),
  peopleCount: z.number().int(),
  payPeriodCount: z.number().int(),
  startedAt: z.date(),
  completedAt: z.date().nullable(),
  failureReason: z.string().nullable(),
});

/** GET /api/effortOverview: a period's effort per category (AcademicPeriodId null: no period, all 0). */
export const effortOverviewSchema = z.object({
  AcademicPeriodId: z.string().nullable(),
  totalAmount: z.number(),
  categories: z.array(
    z.object({
      /** null: the unclassified effort. */
      id: z.string().nullable(),
      name: z.string().nullable(),
      color: z.string().nullable(),
      countsAsTeaching: z.boolean(),
      amount: z.number(),
      /** Percent of the total (2 decimals); null without effort. */
      share: z.number().nullable(),
    }),
  ),
  unclassifiedRows: z.number().int(),
  recentImports: z.array(effortImportAnswerSchema),
});

/** A faculty member's effort in a period (GET /api/instructorEfforts rows and /:id). */
export const instructorEffortAnswerSchema = z.object({
  id: z.string(),
  UserId: z.string(),
  AcademicPeriodId: z.string(),
  name: z.string(),
  academicPeriodName: z.string().nullable(),
  version: z.number().int(),
  pointsRequired: z.number().nullable(),
  pointsRequiredSource: z.string().nullable(),
  pointsAssigned: z.number(),
  pointsDifference: z.number().nullable(),
  status: z.enum(['over', 'under', 'met', 'notSet']),
  totalAmount: z.number(),
  categories: z.array(
    z.object({
      EffortCategoryId: z.string().nullable(),
      name: z.string(),
      color: z.string(),
      amount: z.number(),
      share: z.number().nullable(),
    }),
  ),
  payrollTeachingShare: z.number().nullable(),
  expectedTeachingShare: z.number().nullable(),
  expectedTeachingShareSource: z.enum(['none', 'payroll', 'adjusted']),
  /** Why the expected share was adjusted (only when it was). */
  adjustmentReason: z.string().nullable(),
  hasEffort: z.boolean(),
});

type ImportRow = Awaited<ReturnType<ReturnType<typeof effortImportRows>['execute']>>[number];
type EffortRow = Awaited<ReturnType<ReturnType<typeof instructorEffortRows>['execute']>>[number];
export const effortAnswersFit: [
  RowFits<
    Omit<ImportRow, 'version' | 'recordedCount' | 'PayPeriodIds'>,
    z.infer<typeof effortImportAnswerSchema>
  >,
  RowFits<
    Omit<EffortRow, 'startDate' | 'useAdvancedEffort' | 'adminPoints'>,
    z.infer<typeof instructorEffortAnswerSchema>
  >,
] = [true, true];
