import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// evaluated through the devtools protocol, which the page's Content-Security-Policy does not govern (a
// script tag with this text is inline script, which the CSP refuses)
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/**
 * axe-core in the page, over the elements matching `include` (the whole page when none) and, when given,
 * only `rules`. `checked` counts the elements that passed a rule: a scope with nothing in it checks nothing.
 */
export async function runAxe(
  page: Page,
  options: { include?: string[]; rules?: string[]; violationsOnly?: boolean } = {},
): Promise<{ violations: AxeViolation[]; checked: number }> {
  // a chip or toast fading in has, mid-transition, the contrast of its opacity: axe would judge a frame
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, rules, violationsOnly }) => {
      type Rule = AxeViolation & { nodes: unknown[] };
      type Axe = { run(context: unknown, options: unknown): Promise<{ violations: Rule[]; passes: Rule[] }> };
      const { axe } = globalThis as unknown as { axe: Axe };
      const context =
        include.length > 0 ? { include: include.map((selector) => [selector]) } : { exclude: [] };
      const result = await axe.run(context, {
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
        // a sweep of many pages asks for violations alone: collecting every passing node costs most of a run
        ...(violationsOnly ? { resultTypes: ['violations'] } : {}),
      });
      const checked = result.passes.reduce((sum, rule) => sum + rule.nodes.length, 0);
      return { violations: result.violations as AxeViolation[], checked };
    },
    { include: options.include ?? [], rules: options.rules, violationsOnly: options.violationsOnly ?? false },
  );
}

/** Each violation as "rule (help): targets", keeping only the given impacts (all when none given). */
export const describeViolations = (violations: AxeViolation[], impacts?: string[]) =>
  violations
    .filter((violation) => !impacts || impacts.includes(violation.impact ?? ''))
    .map((v) => `${v.id} (${v.help}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
