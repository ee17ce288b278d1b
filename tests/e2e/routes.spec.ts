import { expect, test } from '@playwright/test';
import { LOCALES, SPEC_ROUTES, prefix, uiString, type Locale } from './support/site';

const TESTED_LOCALES: Locale[] = ['zh', 'en', 'it', 'ar'];

for (const locale of TESTED_LOCALES) {
  test.describe(`routes in ${locale}`, () => {
    for (const route of SPEC_ROUTES) {
      test(`${prefix(locale)}${route} shows its page`, async ({ page }) => {
        const response = await page.goto(`${prefix(locale)}${route}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('main').first()).toBeVisible();
        await expect(page.getByRole('heading', { name: uiString(locale, 'theme.NotFound.title') })).toHaveCount(0);
      });
    }
  });
}

test.describe('locale facts', () => {
  for (const locale of LOCALES) {
    test(`html lang and dir in ${locale}`, async ({ page }) => {
      await page.goto(`${prefix(locale)}/docs/`);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', new RegExp(`^${locale}`));
      await expect(html).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    });
  }
});

test('inline code reads left to right on Arabic pages', async ({ page }) => {
  await page.goto('/ar/docs/guides/data-and-tools');
  const path = page.locator('table code').filter({ hasText: '/catalog/en.json' });
  await expect(path).toHaveCSS('direction', 'ltr');
  await expect(path).toHaveCSS('unicode-bidi', 'isolate');
});

test('the locale dropdown offers 13 locales and keeps the page path', async ({ page }) => {
  await page.goto('/it/docs/deploy');
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({ has: page.getByText('Italiano') });
  await dropdown.hover();
  const links = dropdown.locator('.dropdown__menu a');
  await expect(links).toHaveCount(13);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  for (const locale of LOCALES) expect(hrefs).toContain(`${prefix(locale)}/docs/deploy`);
  await dropdown.locator('.dropdown__menu a', { hasText: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/docs\/deploy$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
});

for (const [locale, path] of [
  ['it', '/it/no-such-page'],
  ['zh', '/no-such-page'],
  ['ar', '/ar/docs/nothing-here'],
  ['it', '/it/prompt/279'],
  ['it', '/it/prompt/0'],
  ['en', '/en/prompt/abc'],
  ['en', '/en/prompt/1.5'],
] as const) {
  test(`${path} shows the localized not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: uiString(locale, 'theme.NotFound.title') })).toBeVisible();
  });
}

test('.html and /index.html endings lead to the page without them', async ({ page }) => {
  await page.goto('/it/docs/deploy.html');
  await expect(page).toHaveURL(/\/it\/docs\/deploy$/);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.menu__link--active').last()).toHaveAttribute('href', '/it/docs/deploy');

  await page.goto('/en/docs/index.html');
  await expect(page).toHaveURL(/\/en\/docs\/?$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('page titles read "Page | PromptDeck"', async ({ page }) => {
  await page.goto('/en/docs/deploy');
  const heading = (await page.locator('article h1').textContent())?.trim();
  await expect(page).toHaveTitle(`${heading} | PromptDeck`);
  await page.goto('/en/community-prompts');
  await expect(page).toHaveTitle(`${uiString('en', 'page.communityPrompts.title')} | PromptDeck`);
});
