import type { Action, AppAbility, Subject } from '@tams/access';
import { rulesToAST } from '@casl/ability/extra';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';

/** The ability's conditions for a list, as a SQL condition: undefined when every record is allowed. */
export type AccessCondition = {
  /** A stable text of the condition (list totals are cached per condition). */
  key: string;
  where: (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;
};

interface AstNode {
  operator: string;
  field?: string;
  value: unknown;
}

const comparisons: Record<string, string> = { eq: '=', ne: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' };

function toSql(eb: ExpressionBuilder<any, any>, node: AstNode): Expression<SqlBool> {
  const children = () => (node.value as AstNode[]).map((child) => toSql(eb, child));
  switch (node.operator) {
    case 'and':
      return eb.and(children());
    case 'or':
      return eb.or(children());
    case 'not':
      return eb.not(eb.and(children()));
    case 'in':
      return (node.value as unknown[]).length === 0
        ? eb.lit(false)
        : eb(eb.ref(node.field!), 'in', node.value as never);
    case 'nin':
      return (node.value as unknown[]).length === 0
        ? eb.lit(true)
        : eb.not(eb(eb.ref(node.field!), 'in', node.value as never));
    default: {
      const operator = comparisons[node.operator];
      // the rules are ours (services/access): an operator without SQL here is a programming error
      if (!operator) throw new Error(`No SQL for the access condition operator "${node.operator}"`);
      return eb(eb.ref(node.field!), operator as '=', node.value as never);
    }
  }
}

/**
 * What of `subject` the ability lets the user `action`, as SQL over the subject's read model, so a list
 * shows only what the user may read (CASL's rulesToAST: every `can` rule ORed, bounded by the `cannot`s).
 * null: nothing at all.
 */
export function accessCondition(
  ability: AppAbility,
  action: Action,
  subject: Subject,
): AccessCondition | undefined | null {
  const ast = rulesToAST(ability, action, subject) as AstNode | null;
  if (ast === null) return null;
  if (ast.operator === 'and' && (ast.value as AstNode[]).length === 0) return undefined;
  return { key: JSON.stringify(ast), where: (eb) => toSql(eb, ast) };
}

/** Both conditions at once (undefined: no condition; null: nothing allowed). */
export function bothConditions(
  first: AccessCondition | undefined | null,
  second: AccessCondition | undefined | null,
): AccessCondition | undefined | null {
  if (first === null || second === null) return null;
  if (!first || !second) return first ?? second;
  return {
    key: `${first.key}&${second.key}`,
    where: (eb) => eb.and([first.where(eb), second.where(eb)]),
  };
}
