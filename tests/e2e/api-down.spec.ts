import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './support/account';
import { prefix, uiString, SAMPLE_LOCALES } from './support/site';

/**
 * The API unreachable (every /api request fails at the network): reading pages
 * read as usual, the live parts say so in the page language and offer a retry
 * that works once the API is back, and nothing throws.
 */
async function cutTheApi(page: Page) {
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
}

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const locale of SAMPLE_LOCALES) {
  test(`${locale}: with the API down, pages read and live parts offer a retry`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    const unavailable = uiString(locale, 'live.unavailable');
    const retry = uiString(locale, 'common.retry');
    await signInByApi(page);
    await cutTheApi(page);

    await page.goto(`${prefix(locale)}/`);
    await expect(page.locator('main article, main li').first()).toBeVisible();

    await page.goto(`${prefix(locale)}/docs/`);
    await expect(page.locator('article h1').first()).toBeVisible();

    await page.goto(`${prefix(locale)}/prompt/42`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: new RegExp(retry) })
        .first(),
    ).toBeVisible({ timeout: 20_000 });

    await page.goto(`${prefix(locale)}/community-prompts`);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: new RegExp(retry) })
        .first(),
    ).toBeVisible({ timeout: 20_000 });

    // Back online: Retry brings the live part.
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: retry }).first().click();
    await expect(page.locator('main').getByText(unavailable)).toHaveCount(0, { timeout: 20_000 });

    expect(errors).toEqual([]);
  });
}
