import { z } from 'zod';

/** PUT /api/instructorRateMatrices/:periodId: cells to set (both amounts) or clear (both null). */
export const setRatesBody = z.object({
  rates: z
    .array(
      z.object({
        InstructorTypeId: z.string(),
        RankId: z.string(),
        costPerPoint: z.number().nullable(),
        overloadRate: z.number().nullable(),
        version: z.number().int().min(0),
      }),
    )
    .max(10_000),
  /** The matrix version edited (or If-Match): optional, each cell's version guards it. */
  version: z.number().int().min(0).optional(),
});

/** POST /api/instructorRateMatrices/:periodId/copyPrevious (`?confirm=true` replaces this period's rates). */
export const copyRatesBody = z.object({});

const money = z.number();
const rate = z.object({
  id: z.string(),
  InstructorTypeId: z.string(),
  RankId: z.string(),
  costPerPoint: money,
  overloadRate: money,
  version: z.number().int(),
  updatedAt: z.string(),
});
const listed = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() });

export const rateMatrixAnswer = z.object({
  AcademicPeriodId: z.string(),
  academicPeriodName: z.string(),
  version: z.number().int(),
  CopiedFromAcademicPeriodId: z.string().nullable(),
  instructorTypes: z.array(listed),
  ranks: z.array(listed),
  rates: z.array(rate),
  previousPeriod: z.object({ id: z.string(), name: z.string(), rateCount: z.number().int() }).nullable(),
});

const total = { cost: money, unknownCount: z.number().int() };
const group = z.object({ id: z.string().nullable(), name: z.string(), points: z.number(), ...total });
const status = z.enum(['under', 'met', 'overload', 'noRate', 'noRequired']);

export const periodCostsAnswer = z.object({
  /** null: there is no working period to read. */
  AcademicPeriodId: z.string().nullable(),
  instructors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      InstructorTypeId: z.string().nullable(),
      instructorTypeName: z.string().nullable(),
      RankId: z.string().nullable(),
      rankName: z.string().nullable(),
      Workgroups: z.array(z.object({ id: z.string(), name: z.string() })),
      pointsRequired: z.number().nullable(),
      pointsAssigned: z.number(),
      teachingPoints: z.number(),
      costPerPoint: money.nullable(),
      overloadRate: money.nullable(),
      regularPoints: z.number(),
      overloadPoints: z.number(),
      cost: money.nullable(),
      costPerAssignedPoint: z.number().nullable(),
      status,
    }),
  ),
  sections: z.array(
    group.extend({
      sectionNumber: z.string(),
      CourseId: z.string().nullable(),
      courseNumber: z.string().nullable(),
      WorkgroupId: z.string().nullable(),
      instructors: z.array(
        z.object({ UserId: z.string(), name: z.string(), points: z.number(), cost: money.nullable() }),
      ),
    }),
  ),
  courses: z.array(group),
  workgroups: z.array(group),
  total: z.object(total),
});
