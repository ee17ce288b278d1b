import { expect, test, type Page } from '@playwright/test';
import { prefix, uiString, SAMPLE_LOCALES } from './support/site';

/** Strings of the live pages, one per part (src/plugins/split-strings keeps them out of the main bundle). */
const LIVE_STRING_IDS = [
  'account.rule.loginRequired',
  'comments.delete.text',
  'community.list.none',
  'feedback.visitor',
  'vote.ownPrompt',
  'favorites.noMatch',
  'api.error.submitFailed',
  'live.unavailable',
];

/** The JavaScript a page has loaded once it is idle, with `\uXXXX` escapes read back as characters. */
async function scriptsOf(page: Page, path: string): Promise<string> {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const text = (await Promise.all(bodies)).join('\n');
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

for (const locale of SAMPLE_LOCALES) {
  test(`${locale}: the home page and the docs load no string of the live pages`, async ({ page }) => {
    for (const path of ['/', '/docs/']) {
      const scripts = await scriptsOf(page, `${prefix(locale)}${path}`);
      expect(scripts.length).toBeGreaterThan(100_000);
      for (const id of LIVE_STRING_IDS) expect(scripts.includes(uiString(locale, id)), `${id} on ${path}`).toBe(false);
    }
  });

  test(`${locale}: the sign-in page loads its strings with its own code`, async ({ page }) => {
    const scripts = await scriptsOf(page, `${prefix(locale)}/user/auth`);
    for (const id of ['account.rule.loginRequired', 'api.error.submitFailed'])
      expect(scripts.includes(uiString(locale, id)), id).toBe(true);
    expect(scripts.includes(uiString(locale, 'comments.delete.text'))).toBe(false);
  });
}
