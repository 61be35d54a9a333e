import { type DraftResult, type DraftWeights, draftWeightNames } from '@tams/domain';
import { z } from 'zod';

/*
 * The answers of the auto-draft routes (the OpenAPI document states them from here). The result's schema
 * is checked against DraftResult (services/domain/src/autoDraft/draftResult.ts) by the compiler; its objects
 * are open, so a field the model adds later does not break a client that validates.
 */

const weightsSchema = z.object(
  Object.fromEntries(draftWeightNames.map((name) => [name, z.number()])) as Record<
    keyof DraftWeights,
    z.ZodNumber
  >,
);

const proposalSchema = z.looseObject({
  SectionId: z.string(),
  sectionLabel: z.string(),
  UserId: z.string(),
  instructorName: z.string(),
  points: z.number(),
  preferenceScore: z.number(),
  reasons: z.array(z.string()),
  taughtBefore: z.boolean(),
  pointsRequired: z.number().nullable(),
  pointsAfter: z.number(),
  over: z.boolean(),
  objective: z.number(),
});

export const draftResultSchema: z.ZodType<DraftResult> = z.looseObject({
  proposals: z.array(proposalSchema),
  uncovered: z.array(
    z.looseObject({
      SectionId: z.string(),
      sectionLabel: z.string(),
      points: z.number(),
      reason: z.string(),
    }),
  ),
  notDrafted: z.array(z.looseObject({ UserId: z.string(), instructorName: z.string(), reason: z.string() })),
  objective: z.looseObject({ total: z.number(), parts: weightsSchema }),
  figures: z.looseObject({
    sectionsCovered: z.number(),
    sectionsUncovered: z.number(),
    instructorsOver: z.number(),
    meanPreferenceAlignment: z.number(),
  }),
  weights: weightsSchema,
  solver: z.looseObject({
    status: z.enum(['optimal', 'timeLimit', 'infeasible', 'empty', 'greedy']),
    gap: z.number(),
    ms: z.number(),
    variables: z.number(),
  }),
});

export const draftStartedSchema = z.object({ id: z.string() });
export const draftDefaultsSchema = z.object({ weights: weightsSchema });

export const draftSchema = z.object({
  id: z.string(),
  state: z.enum(['waiting', 'active', 'completed', 'failed', 'discarded']),
  progress: z.number(),
  AcademicPeriodId: z.string(),
  WorkgroupId: z.string().nullable(),
  allowOverload: z.boolean(),
  weights: weightsSchema,
  startedAt: z.string().nullable(),
  result: draftResultSchema.nullable(),
  /** SectionIds of the proposals accepted so far. */
  accepted: z.array(z.string()),
  error: z.string().optional(),
});

export const acceptanceSchema = z.object({
  correlationId: z.string(),
  assigned: z.array(z.object({ SectionId: z.string(), UserId: z.string(), id: z.string() })),
  refused: z.array(z.object({ SectionId: z.string(), UserId: z.string(), reason: z.string() })),
});
