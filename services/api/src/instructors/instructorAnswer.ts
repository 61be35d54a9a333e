import { type instructorRows, workloadStatuses } from '@tams/projections';
import { z } from 'zod';
import type { RowFits } from '../http/rowSchema.js';

/**
 * An instructor as GET /api/instructors and /api/instructors/:id answer one: the row instructorRows
 * selects, less its filter-only columns (WorkgroupIds, lastName). Checked against that select below, so
 * the two cannot drift apart.
 */
export const instructorAnswerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  isActive: z.boolean(),
  /** Active and taking assignments (their faculty profile says so, or they have none). */
  receiveAssignments: z.boolean(),
  FacultyProfileId: z.string().nullable(),
  InstructorTypeId: z.string().nullable(),
  instructorTypeName: z.string().nullable(),
  RankId: z.string().nullable(),
  rankName: z.string().nullable(),
  DivisionId: z.string().nullable(),
  divisionName: z.string().nullable(),
  Workgroups: z.array(z.object({ id: z.string(), name: z.string() })),
  AcademicPeriodId: z.string().nullable(),
  pointsRequired: z.number().nullable(),
  /** What set the required points (DESIGN §11, §14); null when nothing does. */
  pointsRequiredSource: z.enum(['effort', 'set', 'instructorType']).nullable(),
  teachingPoints: z.number(),
  adminPoints: z.number(),
  pointsAssigned: z.number(),
  pointsRemaining: z.number().nullable(),
  workloadStatus: z.enum(workloadStatuses),
  sectionCount: z.number().int(),
  adminAssignmentCount: z.number().int(),
});

type Selected = Omit<
  Awaited<ReturnType<ReturnType<typeof instructorRows>['executeTakeFirstOrThrow']>>,
  'WorkgroupIds' | 'lastName'
>;
export const instructorAnswerFits: RowFits<Selected, z.infer<typeof instructorAnswerSchema>> = true;
