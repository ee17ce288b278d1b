import { expect, test } from '@playwright/test';
import { fetchPage } from './support/html';
import {
  DEFAULT_LOCALE,
  LOCALES,
  SAMPLE_LOCALES,
  SPEC_ROUTES,
  directionOf,
  prefix,
  uiString,
  type Locale,
} from './support/site';

// Every route of the spec in four locales (the samples and Italian, a left-to-right locale under
// its own prefix) through HTTP: the server's answer and the markup the build wrote for it.
const ROUTE_LOCALES: readonly Locale[] = [...SAMPLE_LOCALES, 'it'];

for (const locale of ROUTE_LOCALES) {
  test(`every route in ${locale} answers 200 with its page`, async ({ request }) => {
    const notFound = uiString(locale, 'theme.NotFound.title');
    for (const route of SPEC_ROUTES) {
      const path = `${prefix(locale)}${route}`;
      const facts = await fetchPage(request, path);
      expect(facts.status, path).toBe(200);
      expect(facts.hasMain, `${path} has a <main>`).toBe(true);
      expect(facts.headings, `${path} has no not-found heading`).not.toContain(notFound);
    }
  });
}

// And once per route in a browser, after the page's scripts ran: the client-side routes
// (my space, the prompt pages) decide what they show only then.
test.describe(`routes in a browser (${DEFAULT_LOCALE})`, () => {
  for (const route of SPEC_ROUTES) {
    test(`${prefix(DEFAULT_LOCALE)}${route} shows its page`, async ({ page }) => {
      const response = await page.goto(`${prefix(DEFAULT_LOCALE)}${route}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: uiString(DEFAULT_LOCALE, 'theme.NotFound.title') })).toHaveCount(
        0,
      );
    });
  }
});

test('html lang and dir in every locale', async ({ request }) => {
  for (const locale of LOCALES) {
    const { html } = await fetchPage(request, `${prefix(locale)}/docs/`);
    expect(html.lang, locale).toMatch(new RegExp(`^${locale}`));
    expect(html.dir, locale).toBe(directionOf(locale));
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

const MISSING = [
  ['it', '/it/no-such-page'],
  ['zh', '/no-such-page'],
  ['ar', '/ar/docs/nothing-here'],
  ['it', '/it/prompt/279'],
  ['it', '/it/prompt/0'],
  ['en', '/en/prompt/abc'],
  ['en', '/en/prompt/1.5'],
] as const satisfies readonly (readonly [Locale, string])[];

test('missing pages answer 404 with the localized not-found page', async ({ request }) => {
  for (const [locale, path] of MISSING) {
    const facts = await fetchPage(request, path);
    expect(facts.status, path).toBe(404);
    expect(facts.headings, path).toContain(uiString(locale, 'theme.NotFound.title'));
  }
});

// One of them in a browser: the not-found heading is shown once the scripts ran.
test('/it/prompt/279 shows the localized not-found page in a browser', async ({ page }) => {
  const response = await page.goto('/it/prompt/279');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: uiString('it', 'theme.NotFound.title') })).toBeVisible();
});

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
