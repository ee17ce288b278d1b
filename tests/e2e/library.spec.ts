import { expect, test } from '@playwright/test';
import {
  LOCALES,
  PROMPT_COUNT,
  idsInDefaultOrder,
  prefix,
  promptText,
  promptTitle,
  promptVariableLabels,
  uiString,
} from './support/site';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const resultCount = (page: import('@playwright/test').Page) => page.locator('main p[role="status"]').first();
const cards = (page: import('@playwright/test').Page) => page.locator('main article');

test('the first screen is server-rendered with prompt cards', async ({ request }) => {
  const html = await (await request.get('/en/')).text();
  const firstIds = idsInDefaultOrder().slice(0, 12);
  for (const id of firstIds) expect(html).toContain(`href=/en/prompt/${id}>`);
  expect((html.match(/<article/g) ?? []).length).toBeGreaterThanOrEqual(12);
});

test('searching narrows the list and updates the URL', async ({ page }) => {
  await page.goto('/en/');
  await expect(resultCount(page)).toHaveText(`${PROMPT_COUNT} prompts`);
  const title = promptTitle(42, 'en');
  await page.getByRole('searchbox', { name: 'Search prompts' }).fill(title);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(title);
  await expect(cards(page).first()).toContainText(title);
  await expect(resultCount(page)).not.toHaveText(`${PROMPT_COUNT} prompts`);
  const count = await cards(page).count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThan(PROMPT_COUNT);

  await page.getByRole('searchbox', { name: 'Search prompts' }).fill('zzqqxx-nothing');
  await expect(page.getByText(uiString('en', 'library.empty'))).toBeVisible();
});

test('search also finds words that only occur in the prompt text', async ({ page }) => {
  const words = promptText(7, 'en')
    .split(/\s+/)
    .filter((w) => /^[a-z]{9,}$/i.test(w));
  await page.goto('/en/');
  await page.getByRole('searchbox', { name: 'Search prompts' }).fill(words.slice(0, 2).join(' '));
  await expect(cards(page).filter({ hasText: promptTitle(7, 'en') })).toHaveCount(1);
});

test('a tag filter and the search survive a reload', async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: /^Code\s+\d+$/ }).click();
  await page.getByRole('button', { name: /^Tools\s+\d+$/ }).click();
  await expect(page).toHaveURL(/tags=code(%2C|,)tool/);
  const filtered = await resultCount(page).textContent();
  expect(filtered).not.toBe(`${PROMPT_COUNT} prompts`);
  await page.reload();
  await expect(resultCount(page)).toHaveText(filtered!);
  await expect(page.getByRole('button', { name: /^Code\s+\d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Sort' }).selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('newest');
});

test('copy on a card puts the exact prompt text on the clipboard', async ({ page }) => {
  await page.goto('/en/?sort=newest');
  const card = cards(page).filter({ hasText: promptTitle(278, 'en') });
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('status')).toHaveText(uiString('en', 'copy.success'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promptText(278, 'en'));
});

test('copy on a prompt page copies the exact text of the shown language', async ({ page }) => {
  await page.goto('/prompt/5');
  await page.getByRole('button', { name: uiString('zh', 'copy.button') }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(promptText(5, 'zh'));
});

test('/it/prompt/278 renders and the toggle switches between Italian and English', async ({ page }) => {
  const flat = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const shownText = async () => flat(await page.getByTestId('prompt-text').textContent());
  const toggle = (name: string) =>
    page.getByRole('group', { name: uiString('it', 'prompt.language.label') }).getByRole('button', { name });

  await page.goto('/it/prompt/278');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(promptTitle(278, 'it'));
  await expect(page).toHaveTitle(`${promptTitle(278, 'it')} | PromptDeck`);
  expect(await shownText()).toBe(flat(promptText(278, 'it')));
  await toggle('English').click();
  await expect.poll(shownText).toBe(flat(promptText(278, 'en')));
  await expect(toggle('English')).toHaveAttribute('aria-pressed', 'true');

  // The choice is remembered on the next prompt page.
  await page
    .getByRole('link', {
      name: new RegExp(
        promptTitle(277, 'it')
          .slice(0, 20)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      ),
    })
    .click();
  await expect(page).toHaveURL(/\/it\/prompt\/277$/);
  await expect(toggle('English')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(shownText).toBe(flat(promptText(277, 'en')));
  await toggle('Italiano').click();
  await expect.poll(shownText).toBe(flat(promptText(277, 'it')));
});

test('a prompt page has its metadata and links its tags to the filtered home', async ({ page }) => {
  await page.goto('/en/prompt/1');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /prompt/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${promptTitle(1, 'en')} | PromptDeck`,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /social-card/);
  const tagLink = page.locator('article ul a').first();
  const href = await tagLink.getAttribute('href');
  expect(href).toMatch(/^\/en\/\?tags=[a-z]+$/);
  await tagLink.click();
  await expect(page).toHaveURL(new RegExp(`\\/en\\/\\?tags=`));
  await expect(cards(page).first()).toBeVisible();
});

test('filling the variables changes the copied text', async ({ page }) => {
  // Find a prompt with variables from the English files.
  let id = 0;
  for (let n = 1; n <= PROMPT_COUNT && !id; n += 1) if (/\{\{[a-z][a-z0-9_]*\}\}/.test(promptText(n, 'en'))) id = n;
  await page.goto(`/en/prompt/${id}`);
  const fields = page.locator('form input[type="text"]');
  const count = await fields.count();
  expect(count).toBeGreaterThan(0);
  let expected = promptText(id, 'en');
  for (let i = 0; i < count; i += 1) {
    const name = (await fields.nth(i).getAttribute('name'))!;
    await fields.nth(i).fill(`value-${i}`);
    expected = expected.replace(new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`, 'g'), `value-${i}`);
  }
  await page.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('the fill-in fields are labelled in the page language', async ({ page }) => {
  let id = 0;
  for (let n = 1; n <= PROMPT_COUNT && !id; n += 1) if (Object.keys(promptVariableLabels(n, 'ja')).length > 1) id = n;
  expect(id).toBeGreaterThan(0);
  await page.goto(`/ja/prompt/${id}`);
  for (const [name, label] of Object.entries(promptVariableLabels(id, 'ja'))) {
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveAttribute('name', name);
  }
});

test('the Arabic home page renders right to left', async ({ page }) => {
  await page.goto('/ar/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(cards(page).first()).toBeVisible();
  const direction = await cards(page)
    .first()
    .evaluate((el) => getComputedStyle(el).direction);
  expect(direction).toBe('rtl');
});

test('every locale shows its own prompt text, and English only where its text is missing', async ({ page }) => {
  const id = 137;
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const own = promptText(id, locale);
    await page.goto(`${prefix(locale)}/prompt/${id}`);
    const shown = (await page.getByTestId('prompt-text').textContent())?.replace(/\s+/g, ' ').trim();
    expect(shown, locale).toBe((own || promptText(id, 'en')).replace(/\s+/g, ' ').trim());
    await expect(page.getByRole('note'), locale).toHaveCount(own ? 0 : 1);
  }
});

test('"Most voted" orders the library by the live vote scores', async ({ page, request }) => {
  const headers = { 'X-Requested-With': 'promptdeck' };
  const username = `voter${Date.now().toString(36)}`;
  const registered = await request.post('/api/auth/register', {
    headers,
    data: { username, email: `${username}@example.com`, password: 'a long enough password', agreeToTerms: true },
  });
  expect(registered.status()).toBe(201);
  const order = idsInDefaultOrder();
  const last = order[order.length - 1]!;
  // Lift the last prompt of the default order above every prompt without votes.
  expect((await request.put(`/api/votes/curated/${last}`, { headers, data: { value: 1 } })).ok()).toBe(true);

  const { scores } = (await (await request.get('/api/votes/curated')).json()) as { scores: Record<string, number> };
  expect(scores[last]).toBeGreaterThan(0);
  const rank = new Map(order.map((id, index) => [id, index]));
  const score = (id: number) => scores[id] ?? 0;
  const expected = [...order].sort((a, b) => score(b) - score(a) || rank.get(a)! - rank.get(b)!).slice(0, 6);
  expect(expected).toContain(last);

  await page.goto('/en/?sort=votes');
  const shownIds = () =>
    cards(page)
      .locator('h2 a, h3 a')
      .evaluateAll((links) => links.slice(0, 6).map((a) => Number(a.getAttribute('href')?.split('/').pop())));
  await expect.poll(shownIds).toEqual(expected);
});

test('cards beyond the first screen get their preview on demand', async ({ page }) => {
  const firstScreen = new Set(idsInDefaultOrder().slice(0, 24));
  const newest = Array.from({ length: PROMPT_COUNT }, (_, i) => PROMPT_COUNT - i).filter(
    (id) => !firstScreen.has(id),
  )[0]!;
  await page.goto('/en/?sort=newest');
  const card = cards(page).filter({ has: page.locator(`a[href="/en/prompt/${newest}"]`) });
  const start = promptText(newest, 'en').replace(/\s+/g, ' ').trim().slice(0, 40);
  await expect(card.locator('p').nth(1)).toContainText(start);
});
