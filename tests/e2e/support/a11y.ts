import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe's serious and critical violations inside `where`, judged once the page's
 * CSS transitions have ended: antd fades colours in (a theme switch, an error
 * state, a pressed button), and a colour caught half-way is not the page's.
 */
export async function seriousViolations(page: Page, where = 'main'): Promise<string[]> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
  const results = await new AxeBuilder({ page }).include(where).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
