/**
 * The live part of a curated prompt page (/prompt/42): votes and the favorite
 * star, on the real server. Serial: every test votes on the same prompt, and
 * the score is checked against what it was just before.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueName } from './support/account';
import { prefix, uiString, SAMPLE_LOCALES, type Locale } from './support/site';
import { seriousViolations } from './support/a11y';

test.describe.configure({ mode: 'serial' });

const PROMPT = 42;

/** A new member, signed in on this page's cookies, so the votes start from nothing. */
async function signInAsNewMember(page: Page) {
  const username = uniqueName('voter');
  const password = 'a-long-enough-password-42';
  const response = await page.request.post('/api/auth/register', {
    data: { username, email: `${username}@example.test`, password, agreeToTerms: true },
    headers: { 'X-Requested-With': 'promptdeck' },
  });
  expect(response.status()).toBe(201);
  await signInByApi(page, username, password);
}

function liveBar(page: Page, locale: Locale) {
  const votes = page.getByRole('group', { name: uiString(locale, 'vote.group') });
  return {
    votes,
    up: votes.getByRole('button', { name: uiString(locale, 'vote.up') }),
    down: votes.getByRole('button', { name: uiString(locale, 'vote.down') }),
    score: votes.getByTestId('vote-score'),
    star: page.getByRole('button', { name: uiString(locale, 'favorite.label'), exact: true }),
  };
}

async function scoreOf(bar: ReturnType<typeof liveBar>) {
  await expect(bar.score).toHaveText(/^-?\d+$/);
  return Number(await bar.score.textContent());
}

for (const locale of SAMPLE_LOCALES) {
  const page42 = `${prefix(locale)}/prompt/${PROMPT}`;

  test(`${locale}: a visitor sees the score, is sent to sign in when voting and comes back to the prompt`, async ({
    page,
  }) => {
    await page.goto(page42);
    const bar = liveBar(page, locale);
    await scoreOf(bar);
    await expect(bar.up).toHaveAttribute('aria-pressed', 'false');
    await expect(bar.star).toHaveAttribute('aria-pressed', 'false');
    expect(await seriousViolations(page), 'visitor').toEqual([]);

    await bar.up.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/user/auth\\?redirect=${encodeURIComponent(page42)}$`));
    await page.locator('#login_login').fill('demo');
    await page.locator('#login_password').fill('promptdeck-demo');
    await page.locator('#login_password').press('Enter');
    await expect(page).toHaveURL(new RegExp(`${page42}$`));
    await expect(liveBar(page, locale).votes).toBeVisible();
  });

  test(`${locale}: a member votes up, takes it back, and favorites the prompt`, async ({ page }) => {
    await signInAsNewMember(page);
    await page.goto(page42);
    const bar = liveBar(page, locale);
    const before = await scoreOf(bar);

    await bar.up.click();
    await expect(bar.up).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.score).toHaveText(String(before + 1));
    expect(await seriousViolations(page), 'voted up').toEqual([]);
    await page.reload();
    await expect(bar.up).toHaveAttribute('aria-pressed', 'true');
    await expect(bar.score).toHaveText(String(before + 1));

    await bar.up.click();
    await expect(bar.up).toHaveAttribute('aria-pressed', 'false');
    await expect(bar.score).toHaveText(String(before));

    await expect(bar.star).toHaveAttribute('aria-pressed', 'false');
    await bar.star.click();
    await expect(bar.star).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(uiString(locale, 'favorite.added'))).toBeVisible();
    await page.reload();
    await expect(liveBar(page, locale).star).toHaveAttribute('aria-pressed', 'true');
    const favorites = await page.request.get('/api/favorites');
    expect((await favorites.json()).items).toEqual([expect.objectContaining({ kind: 'curated', ref: PROMPT })]);

    await liveBar(page, locale).star.click();
    await expect(page.getByText(uiString(locale, 'favorite.removed'))).toBeVisible();
    await expect(liveBar(page, locale).star).toHaveAttribute('aria-pressed', 'false');
  });
}

test('voting and the star work with the keyboard alone', async ({ page }) => {
  await signInAsNewMember(page);
  await page.goto('/en/prompt/42');
  const bar = liveBar(page, 'en');
  const before = await scoreOf(bar);
  await page.getByRole('link', { name: '← All prompts' }).focus();
  for (let i = 0; i < 30 && !(await bar.up.evaluate((node) => node === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(bar.up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar.up).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.score).toHaveText(String(before + 1));
  await page.keyboard.press('Tab');
  await expect(bar.down).toBeFocused();
  await page.keyboard.press('Space');
  await expect(bar.down).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.score).toHaveText(String(before - 1));
  await page.keyboard.press('Space');
  await expect(bar.down).toHaveAttribute('aria-pressed', 'false');
  await expect(bar.score).toHaveText(String(before));
  await page.keyboard.press('Tab');
  await expect(bar.star).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar.star).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(bar.star).toHaveAttribute('aria-pressed', 'false');
});

test('the live bar does not move the page as it appears, and the chat menu opens with the prompt', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/en/prompt/42');
  const article = page.locator('article [data-testid="prompt-text"]');
  await expect(liveBar(page, 'en').votes).toBeVisible();
  await expect(liveBar(page, 'en').score).toHaveText(/^-?\d+$/);
  await expect(liveBar(page, 'en').star).toBeVisible();
  const shifted = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);

  const menuButton = page.getByRole('button', { name: 'Open in chat' });
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  const first = page.getByRole('menuitem', { name: 'ChatGPT' });
  await expect(first).toBeFocused();
  const href = await first.getAttribute('href');
  expect(new URL(href!).searchParams.get('q')?.trim()).toBe((await article.textContent())?.trim());
  expect(await seriousViolations(page), 'menu open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();
  await expect(page.getByRole('menu')).toBeHidden();
});

test('in dark mode, the pressed vote and star keep enough contrast', async ({ page }) => {
  await signInAsNewMember(page);
  await page.goto('/en/prompt/42');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const bar = liveBar(page, 'en');
  await scoreOf(bar);
  await bar.down.click();
  await bar.star.click();
  await expect(bar.down).toHaveAttribute('aria-pressed', 'true');
  await expect(bar.star).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await bar.down.click();
  await bar.star.click();
  await expect(bar.star).toHaveAttribute('aria-pressed', 'false');
});
