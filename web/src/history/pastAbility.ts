import { type AppAbility, type AuthContext, defineAbilityFor, pastReadAbility } from '@tams/access';

type Rule = AppAbility['rules'][number];

/** A rule narrowed to reading: `manage` becomes `read`, writes go; restrictions (inverted rules) stay. */
function readOnly(rule: Rule): Rule | null {
  if (rule.inverted) return rule;
  const actions = ([] as string[]).concat(rule.action as string | string[]);
  if (!actions.some((action) => action === 'read' || action === 'manage')) return null;
  return { ...rule, action: 'read' } as Rule;
}

/**
 * The ability a page uses: now, the user's own; as of an instant, what a History reader may read of the
 * past (@tams/access pastReadAbility, as the API judges it) and nothing else, so every write action hides.
 */
export function abilityAt(context: AuthContext | undefined, asOf: string | null): AppAbility {
  const ability = defineAbilityFor(context);
  if (!asOf || !ability.can('read', 'History')) return ability;
  const past = pastReadAbility(ability);
  past.update(past.rules.map(readOnly).filter((rule): rule is Rule => rule !== null));
  return past;
}
