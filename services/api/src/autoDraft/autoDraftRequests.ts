import type { AppAbility } from '@tams/access';
import { accessCondition } from '@tams/access/sql';
import {
  defaultDraftWeights,
  type DraftWeights,
  draftWeightNames,
  type FieldErrors,
  maxDraftWeight,
  ValidationError,
} from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import { z } from 'zod';

const uuid = (what: string) =>
  z.uuid({ error: `Must be the id of ${what}` }).transform((id) => id.toLowerCase());

const weight = z
  .number({ error: 'Must be a number' })
  .min(0, { error: 'Must be 0 or more' })
  .max(maxDraftWeight, { error: `Must be at most ${maxDraftWeight}` });

/** POST autoDrafts: the period, optionally one workgroup, overload allowed or not, weights to change. */
export const draftBody = z.object({
  AcademicPeriodId: uuid('an academic period'),
  WorkgroupId: uuid('a workgroup').nullable().optional(),
  allowOverload: z.boolean({ error: 'Must be true or false' }).default(false),
  weights: z
    .strictObject(
      Object.fromEntries(draftWeightNames.map((name) => [name, weight.optional()])) as Record<
        keyof DraftWeights,
        z.ZodOptional<typeof weight>
      >,
    )
    .optional(),
});
export type DraftBody = z.infer<typeof draftBody>;

/** POST autoDrafts/{id}/accept: the proposals to accept by section (absent: every one not accepted yet). */
export const acceptBody = z.object({
  SectionIds: z
    .array(uuid('a section of the draft'), { error: 'Must be a list of section ids' })
    .min(1, { error: 'Name at least one section, or leave SectionIds out to accept every proposal' })
    .max(5000, { error: 'At most 5000 sections' })
    .optional(),
});

/** The weights a draft solves with: the defaults, changed where the request says. */
export const weightsOf = (body: DraftBody): DraftWeights => ({
  ...defaultDraftWeights,
  ...Object.fromEntries(Object.entries(body.weights ?? {}).filter(([, value]) => value !== undefined)),
});

/** The period and the workgroup named must exist: 400 naming the field otherwise. */
export async function refuseUnknownScope(db: ReadModels, body: DraftBody): Promise<void> {
  const [period, workgroup] = await Promise.all([
    db.selectFrom('academicPeriods').select('id').where('id', '=', body.AcademicPeriodId).executeTakeFirst(),
    body.WorkgroupId
      ? db.selectFrom('workgroups').select('id').where('id', '=', body.WorkgroupId).executeTakeFirst()
      : { id: null },
  ]);
  const errors: FieldErrors = {};
  if (!period) errors.AcademicPeriodId = 'No academic period with this id';
  if (!workgroup) errors.WorkgroupId = 'No workgroup with this id';
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * The workgroups the caller may assign in (create teaching assignments in), as the ability's conditions
 * say: null when every section is theirs to assign (academic operations).
 */
export async function assignableWorkgroups(db: ReadModels, ability: AppAbility): Promise<string[] | null> {
  const condition = accessCondition(ability, 'create', 'SectionAssignment');
  if (condition === undefined) return null;
  if (condition === null) return [];
  const rows = await db
    .selectFrom(db.selectFrom('workgroups').select('id as WorkgroupId').as('w'))
    .select('WorkgroupId')
    .where(condition.where)
    .execute();
  return rows.map((row) => String(row.WorkgroupId));
}
