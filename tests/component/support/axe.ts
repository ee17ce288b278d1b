/**
 * axe-core over the rendered document (antd dialogs render outside the test's container),
 * as the e2e tests run it in a browser. jsdom has no layout, so contrast is left to them.
 */
import axe from 'axe-core';

/** The serious and critical violations axe finds in the document, as "rule: target" lines. */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}
