import { expect, test } from '@playwright/test';
import { jsWeightOf, weighedPath, WEIGHED_LOCALES, WEIGHED_PAGES } from '../../scripts/lib/pageWeight';

/**
 * The page-weight budget over the production build: the JavaScript (gzip) each weighed page loads
 * stays within its target (scripts/lib/pageWeight.ts). The build plugins under src/plugins/ keep
 * pages under it; one that an upgrade turns into a no-op makes a page heavier than its target.
 */
const ROUTES = [...new Set(WEIGHED_PAGES.filter((page) => page.targetKb !== undefined).map((page) => page.route))];

for (const locale of WEIGHED_LOCALES) {
  for (const route of ROUTES) {
    test(`${locale}: ${route} loads no more JavaScript than its budget`, async ({ page }) => {
      test.slow();
      const weight = await jsWeightOf(page, weighedPath(locale, route));
      for (const weighed of WEIGHED_PAGES.filter((p) => p.route === route && p.targetKb !== undefined)) {
        const kb = (weight[weighed.load] / 1024).toFixed(1);
        test
          .info()
          .annotations.push({ type: 'gzip KB', description: `${weighed.label}: ${kb} of ${weighed.targetKb}` });
        expect
          .soft(weight[weighed.load] / 1024, `${locale} ${weighed.label}: gzip KB of JavaScript`)
          .toBeLessThanOrEqual(weighed.targetKb!);
      }
    });
  }
}
