/**
 * /community-prompts, a community prompt's own page (?id=) and /user/favorite
 * on the real server with the demo seed (seven shared prompts by demo, ada and lin).
 */
import { expect, test, type Page } from '@playwright/test';
import { signInByApi, uniqueName } from './support/account';
import { prefix, promptTitle, uiString, SAMPLE_LOCALES, type Locale } from './support/site';
import { seriousViolations } from './support/a11y';

const PASSWORD = 'a-long-enough-password-42';

/** The id of a seed prompt, asked from the API as any visitor would. */
async function seedPromptId(page: Page, title: string): Promise<number> {
  const response = await page.request.get(`/api/community/prompts?q=${encodeURIComponent(title)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ id: number; title: string }> };
  const found = items.find((item) => item.title === title);
  expect(found, title).toBeDefined();
  return found!.id;
}

async function registerByApi(page: Page): Promise<string> {
  const username = uniqueName('fan');
  const response = await page.request.post('/api/auth/register', {
    data: { username, email: `${username}@example.test`, password: PASSWORD, agreeToTerms: true },
    headers: { 'X-Requested-With': 'promptdeck' },
  });
  expect(response.status()).toBe(201);
  return username;
}

const cards = (page: Page) => page.locator('main article');

for (const locale of SAMPLE_LOCALES) {
  const list = `${prefix(locale)}/community-prompts`;
  const t = (id: string) => uiString(locale, id);

  test(`${locale}: the community tab lists the seed's shared prompts, searches them and opens one on its own page`, async ({
    page,
  }) => {
    await page.goto(list);
    await expect(page.getByRole('heading', { level: 1, name: t('page.communityPrompts.title') })).toBeVisible();
    await expect(page.getByRole('tab', { name: t('community.tab.community') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(7);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: t('community.search.placeholder') }).fill('Socratic');
    await expect(page).toHaveURL(/\?q=Socratic$/);
    await expect(cards(page)).toHaveCount(1);
    const card = cards(page).first();
    await expect(card).toContainText('Tutor');
    await expect(card).toContainText(t('community.card.author').replace('{author}', 'ada'));
    await card.getByRole('link', { name: 'Socratic tutor' }).click();

    await expect(page).toHaveURL(/\/community-prompts\/\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Socratic tutor' })).toBeVisible();
    await expect(page).toHaveTitle(/^Socratic tutor \| /);
    await expect(page.getByText('Tried it for learning SQL joins, the hints were just right.')).toBeVisible();
    await page.getByRole('link', { name: t('community.prompt.back') }).click();
    await expect(page).toHaveURL(new RegExp(`${list}\\?q=Socratic$`));
    await expect(page.getByRole('searchbox', { name: t('community.search.placeholder') })).toHaveValue('Socratic');
  });

  test(`${locale}: the tabs live in the URL and ask a visitor to sign in`, async ({ page }) => {
    await page.goto(list);
    await page.getByRole('tab', { name: t('page.favorites.title') }).click();
    await expect(page).toHaveURL(new RegExp(`${list}\\?tab=favorites$`));
    await expect(page.getByRole('link', { name: t('navbar.account.signIn') }).last()).toHaveAttribute(
      'href',
      `${prefix(locale)}/user/auth?redirect=${encodeURIComponent(`${list}?tab=favorites`)}`,
    );
    await page.reload();
    await expect(page.getByRole('tab', { name: t('page.favorites.title') })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: t('account.section.myPrompts') }).click();
    await expect(page).toHaveURL(new RegExp(`${list}\\?tab=mine$`));
    await page.goBack();
    await expect(page.getByRole('tab', { name: t('page.favorites.title') })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tab', { name: t('community.tab.community') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test(`${locale}: /user/favorite lists a favorited curated and community prompt, and removes one`, async ({
    page,
  }) => {
    const username = await registerByApi(page);
    await signInByApi(page, username, PASSWORD);
    const communityId = await seedPromptId(page, 'Travel day planner');
    for (const target of ['curated/42', `community/${communityId}`]) {
      const response = await page.request.put(`/api/favorites/${target}`, {
        headers: { 'X-Requested-With': 'promptdeck' },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto(`${prefix(locale)}/user/favorite`);
    const curatedTitle = promptTitle(42, locale);
    await expect(page.getByRole('link', { name: curatedTitle })).toHaveAttribute('href', `${prefix(locale)}/prompt/42`);
    await expect(page.getByRole('link', { name: 'Travel day planner' })).toHaveAttribute(
      'href',
      `${prefix(locale)}/community-prompts/?id=${communityId}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: t('favorites.search') }).fill('Travel');
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('searchbox', { name: t('favorites.search') }).fill('');
    await expect(cards(page)).toHaveCount(2);

    await page
      .getByRole('button', { name: t('favorites.removeNamed').replace('{title}', 'Travel day planner') })
      .click();
    await expect(page.getByText(t('favorite.removed'))).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('link', { name: curatedTitle })).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
  });
}

test('a community prompt page loads directly, in the default locale and under /en/, with its fill-in form', async ({
  page,
}) => {
  const id = await seedPromptId(page, 'Travel day planner');
  await page.goto(`/community-prompts/?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel day planner' })).toBeVisible();
  await expect(page).toHaveTitle(/^Travel day planner \| /);

  await page.goto(`/en/community-prompts/?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel day planner' })).toBeVisible();
  await expect(page.getByText('by lin')).toBeVisible();
  await page.getByLabel('city').fill('Lisbon');
  await page.getByLabel('interests').fill('tiles');
  await expect(page.getByTestId('prompt-text')).toContainText('Plan one day in Lisbon for someone who likes tiles.');
  await expect(page.getByRole('group', { name: 'Votes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Comments' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/en/community-prompts/?id=999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Prompt not found' })).toBeVisible();
  await page.getByRole('link', { name: 'See all community prompts' }).click();
  await expect(page).toHaveURL(/\/en\/community-prompts$/);
  await expect(cards(page).first()).toBeVisible();
});

test('a visitor who stars a community prompt signs in and comes back to the same view, where the star works', async ({
  page,
}) => {
  const username = await registerByApi(page);
  await page.context().clearCookies();
  await page.goto('/en/community-prompts?q=flashcards');
  const card = cards(page).first();
  await expect(card.getByRole('link', { name: 'Vocabulary flashcards' })).toBeVisible();
  await card.getByRole('button', { name: 'Favorite', exact: true }).click();

  await expect(page).toHaveURL(/\/en\/user\/auth\?redirect=%2Fen%2Fcommunity-prompts%3Fq%3Dflashcards$/);
  await page.getByLabel(uiString('en', 'account.field.login')).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: uiString('en', 'account.action.login') }).click();

  await expect(page).toHaveURL(/\/en\/community-prompts\?q=flashcards$/);
  const star = cards(page).first().getByRole('button', { name: 'Favorite', exact: true });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(uiString('en', 'favorite.added'))).toBeVisible();

  await page.getByRole('tab', { name: 'My favorites' }).click();
  await expect(page.getByRole('link', { name: 'Vocabulary flashcards' })).toBeVisible();
});

test('the demo member sees their own prompts on the My prompts tab', async ({ page }) => {
  await signInByApi(page);
  await page.goto('/en/community-prompts?tab=mine');
  await expect(page.getByRole('button', { name: uiString('en', 'account.action.addPrompt') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Meeting notes to action items' })).toBeVisible();
});

// Bengali's tall script as well: the card's first line must still fit.
for (const locale of [...SAMPLE_LOCALES, 'bn'] satisfies Locale[]) {
  test(`${locale}: on a 390 × 844 phone the first community card shows on the first screen`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix(locale)}/community-prompts`);
    const title = cards(page).first().getByRole('heading', { level: 2 });
    await expect(title).toBeVisible();
    const box = await title.boundingBox();
    expect(box!.y).toBeGreaterThan(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(844);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
