import { coverageStatuses } from '@tams/domain';
import type { coverageSections, loadSheetInstructors } from '@tams/projections';
import { z } from 'zod';
import type { RowFits, RowOf } from '../../http/rowSchema.js';
import { instructorAnswerSchema } from '../../instructors/instructorAnswer.js';
import { myAdminAssignmentSchema, myTeachingRowSchema } from '../../myPages/myAnswers.js';

/* The answers of the printed workload reports (printRoutes.ts), from the schemas of the rows they show. */

const period = z.object({ id: z.string(), name: z.string() });

/** GET /api/reports/loadSheet: a faculty member's load in a period. */
export const loadSheetSchema = z.object({
  period,
  instructor: instructorAnswerSchema
    .pick({
      id: true,
      name: true,
      email: true,
      instructorTypeName: true,
      rankName: true,
      divisionName: true,
      Workgroups: true,
    })
    // only for readers of Instructor: the user's own fields follow their field rules
    .partial({ email: true }),
  sections: z.array(myTeachingRowSchema),
  adminAssignments: z.array(myAdminAssignmentSchema),
  totals: instructorAnswerSchema.pick({
    pointsRequired: true,
    pointsRequiredSource: true,
    teachingPoints: true,
    adminPoints: true,
    pointsAssigned: true,
    pointsRemaining: true,
    workloadStatus: true,
  }),
});

/** GET /api/reports/loadSheet/instructors: whom a load sheet may be chosen for. */
export const loadSheetInstructorSchema = z.object({ id: z.string(), name: z.string() });

const coverageSection = z.object({
  id: z.string(),
  coverageStatus: z.enum(coverageStatuses).nullable(),
  sectionNumber: z.string().nullable(),
  courseNumber: z.string().nullable(),
  courseName: z.string().nullable(),
  sectionName: z.string().nullable(),
  termName: z.string().nullable(),
  points: z.number(),
  assignedPoints: z.number(),
  variance: z.number(),
  instructors: z.array(z.object({ UserId: z.string(), name: z.string(), points: z.number() })),
});
const subtotal = z.object({
  sections: z.number().int(),
  points: z.number(),
  assignedPoints: z.number(),
  variance: z.number(),
  uncovered: z.number().int(),
});

/** GET /api/reports/coverage: the readable sections by workgroup (null: none) with subtotals, and the total. */
export const coverageReportSchema = z.object({
  period,
  workgroups: z.array(
    z.object({
      WorkgroupId: z.string().nullable(),
      name: z.string().nullable(),
      sections: z.array(coverageSection),
      subtotal,
    }),
  ),
  total: subtotal,
});

type Section = Omit<RowOf<typeof coverageSections>, 'WorkgroupId' | 'workgroupName'>;
export const printAnswersFit: [
  RowFits<Section, z.infer<typeof coverageSection>>,
  RowFits<RowOf<typeof loadSheetInstructors>, z.infer<typeof loadSheetInstructorSchema>>,
] = [true, true];
