import type Router from '@koa/router';
import {
  type ClassificationRule,
  classify,
  type EffortTypeCodes,
  type RuleChange,
  rulesAfter,
  rulesInOrder,
} from '@tams/domain';
import { effortPerHolderAndClassKey, type ReadModels } from '@tams/projections';
import { z } from 'zod';
import { askedOrWorkingPeriodId } from '../academicPeriods/workingPeriod.js';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { workloadOptionsOf } from './effortEnabled.js';
import { requiredPointMoves } from './requiredPointMoves.js';

const text = z.string().max(200).nullable().optional();
const ruleFields = z.object({
  id: z.string().uuid().optional(),
  sequence: z.number().min(0).max(1_000_000_000).optional(),
  name: text,
  costCenter: text,
  costCenterMatch: z.enum(['exact', 'prefix']).nullable().optional(),
  earnCode: text,
  EffortTypeId: z.string().uuid().nullable().optional(),
  positionTitle: text,
  EffortCategoryId: z.string().uuid().optional(),
  isActive: z.boolean().optional(),
});
export const previewBody = z.object({
  change: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('save'), rule: ruleFields.strict() }).strict(),
    z.object({ kind: z.literal('delete'), id: z.string().uuid() }).strict(),
  ]),
  AcademicPeriodId: z.string().uuid().optional(),
});

/** A new rule's stand-in id: it only breaks ties of order, as the saved rule's id will. */
const newRuleId = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

async function ruleFacts(db: ReadModels) {
  const [rules, types, keys, categories] = await Promise.all([
    db.selectFrom('effortRules').selectAll().execute(),
    db.selectFrom('effortTypes').select(['id', 'name', 'earnCodes', 'isActive']).execute(),
    db.selectFrom('effortClassKeys').selectAll().execute(),
    db.selectFrom('effortCategories').select(['id', 'name']).execute(),
  ]);
  const asRule = (row: Record<string, unknown>) =>
    ({ ...row, sequence: Number(row.sequence) }) as ClassificationRule;
  return { rules: rules.map(asRule), types: types as EffortTypeCodes[], keys, categories };
}

/** The change as the rules will hold it once saved: a saved rule's fields over what it holds now. */
function changeOf(body: z.infer<typeof previewBody>['change'], rules: ClassificationRule[]): RuleChange {
  if (body.kind === 'delete') return body;
  const current = rules.find((rule) => rule.id === body.rule.id);
  const defaults = { costCenterMatch: 'exact', isActive: true, sequence: 0, EffortCategoryId: '' };
  const merged = { ...defaults, ...current, ...body.rule, id: body.rule.id ?? newRuleId };
  return {
    kind: 'save',
    rule: { ...merged, costCenterMatch: merged.costCenterMatch ?? 'exact' } as ClassificationRule,
  };
}

/** Whose effort would move from which category to which (null: unclassified), and how much. */
const ruleMoveSchema = z.object({
  UserId: z.string().nullable(),
  EmployeeId: z.string().nullable(),
  name: z.string().nullable(),
  fromCategoryId: z.string().nullable(),
  fromCategoryName: z.string().nullable(),
  toCategoryId: z.string().nullable(),
  toCategoryName: z.string().nullable(),
  amount: z.number(),
});
export const rulePreviewAnswer = z.object({
  moves: z.array(ruleMoveSchema),
  /** In the period asked for: whose required points the change would move, before -> after (DESIGN §19). */
  requiredPoints: z.array(
    z.object({
      UserId: z.string(),
      name: z.string(),
      before: z.number().nullable(),
      after: z.number().nullable(),
    }),
  ),
  rowsAffected: z.number().int(),
  amountMoved: z.number(),
});

type RuleMove = z.infer<typeof ruleMoveSchema>;

/** Whose effort moves from which category to which in a period (null: every active row), largest first. */
async function categoryMoves(
  db: ReadModels,
  periodId: string | null,
  moved: ReadonlyMap<string, { from: string | null; to: string | null }>,
  names: ReadonlyMap<string, string | null>,
): Promise<{ moves: RuleMove[]; rowsAffected: number }> {
  const effort = moved.size === 0 ? [] : await effortPerHolderAndClassKey(db, periodId, [...moved.keys()]);
  const moves = new Map<string, RuleMove>();
  let rowsAffected = 0;
  for (const row of effort) {
    const { from, to } = moved.get(row.ClassKeyId)!;
    rowsAffected += Number(row.rows);
    const id = `${row.UserId ?? row.EmployeeId}|${from}|${to}`;
    const move = moves.get(id) ?? {
      UserId: row.UserId,
      EmployeeId: row.EmployeeId,
      name: row.name,
      fromCategoryId: from,
      fromCategoryName: from ? (names.get(from) ?? null) : 'Unclassified',
      toCategoryId: to,
      toCategoryName: to ? (names.get(to) ?? null) : 'Unclassified',
      amount: 0,
    };
    move.amount += Number(row.amount);
    moves.set(id, move);
  }
  const rounded = [...moves.values()]
    .map((move) => ({ ...move, amount: Math.round(move.amount * 100) / 100 }))
    .filter((move) => move.amount !== 0)
    .sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount) || String(a.name).localeCompare(String(b.name)));
  return { moves: rounded, rowsAffected };
}

/**
 * POST /api/effortRules/preview (DESIGN §14): replays the class keys under the rules as the change would
 * leave them and reports whose effort moves from which category to which, and how much; in one academic
 * period (prorated) or, without one, over every active row. It also lists whose required points would
 * move in that period, or the caller's working period (DESIGN §19). Needs update on EffortRule.
 */
export function rulePreviewRoutes(router: Router, deps: AppContext): void {
  router.post('/api/effortRules/preview', async (ctx) => {
    const { auth } = authorize(ctx, 'update', 'EffortRule');
    const body = parseBody(previewBody, ctx.request.body);
    const periodId = body.AcademicPeriodId
      ? await askedOrWorkingPeriodId(deps.db, body.AcademicPeriodId, auth.workingUserId)
      : null;
    const { rules, types, keys, categories } = await ruleFacts(deps.db);
    const proposed = rulesAfter(rulesInOrder(rules), changeOf(body.change, rules));
    const moved = new Map<string, { from: string | null; to: string | null }>();
    for (const key of keys) {
      const to = classify(key, proposed, types).EffortCategoryId;
      if (to !== key.EffortCategoryId) moved.set(key.id, { from: key.EffortCategoryId, to });
    }
    const names = new Map(categories.map((category) => [category.id, category.name]));
    const { moves, rowsAffected } = await categoryMoves(deps.db, periodId, moved, names);
    const amountMoved = Math.round(moves.reduce((sum, move) => sum + move.amount, 0) * 100) / 100;
    // required points are a period's: the one asked for, else the caller's working period (DESIGN §19)
    const requiredPeriodId =
      periodId ?? (await askedOrWorkingPeriodId(deps.db, undefined, auth.workingUserId));
    const periodMoves =
      periodId || !requiredPeriodId
        ? moves
        : (await categoryMoves(deps.db, requiredPeriodId, moved, names)).moves;
    const requiredPoints = requiredPeriodId
      ? await requiredPointMoves(deps.db, requiredPeriodId, periodMoves, workloadOptionsOf(deps))
      : [];
    ctx.body = { moves, requiredPoints, rowsAffected, amountMoved } satisfies z.infer<
      typeof rulePreviewAnswer
    >;
  });
}
