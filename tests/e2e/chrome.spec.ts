import { expect, test } from '@playwright/test';
import { LOCALES, prefix, uiString } from './support/site';

test('colour mode starts light and the choice survives a reload', async ({ page }) => {
  await page.goto('/en/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('dismissing the announcement bar survives a reload', async ({ page }) => {
  await page.goto('/en/docs/');
  const bar = page.locator('div[role="banner"]').filter({ hasText: 'PromptDeck' }).first();
  await expect(bar).toBeVisible();
  await bar.getByRole('button').click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('div[role="banner"]').filter({ hasText: 'PromptDeck 3.2' })).toHaveCount(0);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/en/docs/deploy');
  await page.keyboard.press('Tab');
  const skip = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  // Tab from there continues inside the main content, not back in the navbar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('no analytics script loads and nothing leaves the page without GTAG_ID', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  await page.goto('/en/');
  await page.goto('/en/docs/');
  await page.waitForLoadState('networkidle');
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe('undefined');
  expect(foreign).toEqual([]);
});

const DATA_SAVER = () => {
  // Data-saver mode turns prefetching off, so a click is what loads a route's code.
  Object.defineProperty(navigator, 'connection', {
    value: { effectiveType: '4g', saveData: true },
    configurable: true,
  });
};

test('a slow route change shows the progress bar after 200 ms', async ({ page }) => {
  await page.addInitScript(DATA_SAVER);
  await page.goto('/en/docs/');
  await page.waitForLoadState('networkidle');
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const started = Date.now();
  await page.locator('.menu__link[href="/en/docs/deploy"]').click();
  await expect(page.locator('#nprogress')).toBeAttached({ timeout: 1400 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  await expect(page).toHaveURL(/\/en\/docs\/deploy$/);
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5000 });
});

test.describe('prefetching', () => {
  async function scriptRequestsAfterLoad(page: import('@playwright/test').Page, slow: boolean) {
    if (slow) {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', {
          value: { effectiveType: '2g', saveData: false },
          configurable: true,
        });
      });
    }
    await page.goto('/en/docs/');
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || r.url().endsWith('.js')) scripts.push(r.url());
    });
    for (const link of await page.locator('.menu__link[href^="/en/docs/guides/"]').all()) await link.hover();
    await page.waitForTimeout(800);
    return scripts;
  }

  test('hovering links prefetches their code on a fast connection', async ({ page }) => {
    expect((await scriptRequestsAfterLoad(page, false)).length).toBeGreaterThan(0);
  });

  test('nothing is prefetched on a 2g connection', async ({ page }) => {
    expect(await scriptRequestsAfterLoad(page, true)).toEqual([]);
  });
});

test('a route whose code fails to load reloads the page', async ({ page }) => {
  await page.addInitScript(DATA_SAVER);
  await page.goto('/en/docs/');
  await page.waitForLoadState('networkidle');
  let loads = 0;
  page.on('load', () => (loads += 1));
  const failed = new Set<string>();
  await page.route('**/assets/js/*.js', (route) => {
    const url = route.request().url();
    if (failed.has(url)) return route.continue();
    failed.add(url);
    return route.abort();
  });
  // The address changes at the click, before the route's code loads: wait for the reload itself.
  const reloaded = page.waitForEvent('load');
  await page.locator('.menu__link[href="/en/docs/deploy"]').click();
  await reloaded;
  await expect(page).toHaveURL(/\/en\/docs\/deploy$/);
  await expect(page.locator('article h1')).toHaveText('Deploy');
  expect(loads).toBeGreaterThanOrEqual(1);
  expect(failed.size).toBeGreaterThan(0);
  await page.unrouteAll({ behavior: 'wait' });
});

test('a page that fails to render shows the localized crash screen, and the rest of the site still works', async ({
  page,
}) => {
  // Hand the page component of /it/prompt/42 empty data, as a corrupted deploy would.
  let corrupted = 0;
  await page.route('**/it/assets/js/*.js', async (route) => {
    if (corrupted) return route.continue();
    try {
      const response = await route.fetch();
      const body = (await response.text()).replace(/JSON\.parse\('\{"id":42,"tags"(?:[^'\\]|\\.)*'\)/, () => {
        corrupted += 1;
        return '{}';
      });
      // The body is now plain text: drop the encoding of the (precompressed) original.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      );
      await route.fulfill({ response, body, headers });
    } catch {
      // The page dropped this request (a cancelled prefetch); `corrupted` below tells whether the target was hit.
    }
  });
  await page.goto('/it/prompt/42');
  await expect(
    page.getByRole('heading', { level: 1, name: uiString('it', 'theme.ErrorPageContent.title') }),
  ).toBeVisible();
  expect(corrupted).toBe(1);
  // Requests still in flight would outlive the test and fail it.
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: uiString('it', 'theme.ErrorPageContent.tryAgain') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: uiString('it', 'theme.ErrorPageContent.title') }),
  ).toBeVisible();
  await page.locator('.navbar').getByRole('link', { name: 'Documentazione' }).click();
  await expect(page).toHaveURL(/\/it\/docs\/$/);
  await expect(page.locator('article h1')).toHaveText('Introduzione');
});

/** Navbar items that wrap onto two lines, overlap each other, leave the screen or cut the brand short. */
function navbarProblems(): string[] {
  const problems: string[] = [];
  const title = document.querySelector<HTMLElement>('.navbar__title');
  if (title?.offsetParent && title.scrollWidth > title.clientWidth + 1) problems.push('brand title truncated');
  const items = Array.from(
    document.querySelectorAll<HTMLElement>('.navbar__inner .navbar__item, .navbar__inner .navbar__brand'),
  ).filter((item) => item.offsetParent);
  const boxes = items.map((item) => item.getBoundingClientRect());
  boxes.forEach((box, i) => {
    const name = items[i]!.textContent?.slice(0, 30);
    if (box.height > 44) problems.push(`"${name}" wraps`);
    if (box.left < 0 || box.right > window.innerWidth) problems.push(`"${name}" leaves the screen`);
    for (const other of boxes.slice(i + 1)) {
      const overlaps =
        box.left < other.right - 1 && other.left < box.right - 1 && box.top < other.bottom && other.top < box.bottom;
      if (overlaps) problems.push(`"${name}" overlaps a neighbour`);
    }
  });
  return problems;
}

for (const locale of LOCALES) {
  test(`the ${locale} navbar fits on one row on desktop widths`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/`);
    for (const width of [1000, 1150, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(navbarProblems), `at ${width} px`).toEqual([]);
    }
  });
}

test('docs code blocks are highlighted in bash, ini and nginx (languages registered by the code block itself)', async ({
  page,
}) => {
  await page.goto('/en/docs/deploy');
  for (const language of ['bash', 'ini', 'nginx']) {
    const block = page.locator(`.language-${language} pre code`).first();
    await expect(block).toBeVisible();
    expect(
      await block
        .locator(
          '.token.keyword, .token.function, .token.builtin, .token.section, .token.key, .token.directive, .token.string',
        )
        .count(),
      language,
    ).toBeGreaterThan(0);
  }
});
