/**
 * Two members in two browsers on the real server: A shares a prompt, B finds,
 * votes, favorites and comments it, A replies, A unshares it, and B's list and
 * favorites follow.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { uniqueName } from './support/account';
import { prefix, uiString, RTL_LOCALE, type Locale } from './support/site';

const PASSWORD = 'two browsers password 7';

async function member(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/register', {
    data: { username: name, email: `${name}@example.test`.toLowerCase(), password: PASSWORD, agreeToTerms: true },
    headers: { 'X-Requested-With': 'promptdeck' },
  });
  expect(response.status()).toBe(201);
  return page;
}

for (const locale of ['en', RTL_LOCALE] satisfies Locale[]) {
  test(`${locale}: A shares, B votes, favorites and comments, A replies, A unshares`, async ({ browser }) => {
    test.setTimeout(150_000);
    const t = (id: string) => uiString(locale, id);
    const list = `${prefix(locale)}/community-prompts`;
    const nameA = uniqueName('alice');
    const nameB = uniqueName('bob');
    const title = `Release notes writer ${uniqueName('r')}`;
    const a = await member(browser, nameA);
    const b = await member(browser, nameB);
    const toast = (page: Page, id: string) => expect(page.getByText(t(id)).last()).toBeVisible();
    const card = (page: Page) => page.locator('main article').filter({ hasText: title });
    let promptUrl = '';

    await test.step('A adds a prompt on the My prompts tab and shares it', async () => {
      await a.goto(`${list}?tab=mine`);
      await a.getByRole('button', { name: t('account.action.addPrompt') }).click();
      const dialog = a.getByRole('dialog');
      await dialog.getByLabel(t('account.field.title')).fill(title);
      await dialog
        .getByLabel(t('account.field.promptText'))
        .fill('Summarize the changes in {{version}} for end users.');
      await dialog.getByRole('button', { name: t('account.action.save') }).click();
      await toast(a, 'account.success.promptAdded');
      await card(a).getByRole('switch').click();
      await toast(a, 'account.success.promptShared');
    });

    await test.step('B finds it on the community tab and votes up, takes it back, votes down', async () => {
      await b.goto(list);
      await b.getByRole('searchbox', { name: t('community.search.placeholder') }).fill(title);
      await expect(card(b)).toHaveCount(1);
      await expect(card(b)).toContainText(nameA);
      const up = card(b).getByRole('button', { name: t('vote.up') });
      const down = card(b).getByRole('button', { name: t('vote.down') });
      const score = card(b).getByTestId('vote-score');
      await up.click();
      await expect(up).toHaveAttribute('aria-pressed', 'true');
      await expect(score).toHaveText('1');
      await up.click();
      await expect(up).toHaveAttribute('aria-pressed', 'false');
      await expect(score).toHaveText('0');
      await down.click();
      await expect(down).toHaveAttribute('aria-pressed', 'true');
      await expect(score).toHaveText('-1');
      await card(b).getByRole('link', { name: title }).click();
      await expect(b.getByRole('heading', { level: 1, name: title })).toBeVisible();
      promptUrl = new URL(b.url()).pathname + new URL(b.url()).search;
      expect(promptUrl).toMatch(/\/community-prompts\/\?id=\d+$/);
    });

    await test.step('A sees the score', async () => {
      await a.goto(promptUrl);
      await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(a.getByTestId('vote-score').first()).toHaveText('-1');
    });

    await test.step('B favorites it and finds it on /user/favorite', async () => {
      const star = b.getByRole('button', { name: t('favorite.label') }).first();
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'true');
      await toast(b, 'favorite.added');
      await b.goto(`${prefix(locale)}/user/favorite`);
      await expect(b.locator('main').getByText(title)).toBeVisible();
    });

    const commentB = `Clear and short — thanks ${nameA}!`;
    const replyA = `Glad it helps, ${nameB}.`;
    await test.step('B comments', async () => {
      await b.goto(promptUrl);
      await b.getByLabel(t('comments.field.comment')).fill(commentB);
      await b.getByRole('button', { name: t('comments.action.post') }).click();
      await toast(b, 'comments.success.posted');
      await expect(b.getByText(commentB)).toBeVisible();
    });

    await test.step('A replies', async () => {
      await a.reload();
      await expect(a.getByText(commentB)).toBeVisible();
      await a.getByRole('button', { name: t('comments.action.replyTo').replace('{name}', nameB) }).click();
      await a.getByLabel(t('comments.field.reply').replace('{name}', nameB)).fill(replyA);
      await a.getByRole('button', { name: t('comments.action.postReply') }).click();
      await toast(a, 'comments.success.replied');
      // The reply sits in B's thread and says whom it answers.
      await expect(a.locator('main article').filter({ hasText: replyA })).toContainText(`@${nameB}`);
    });

    await test.step('B sees the reply', async () => {
      await b.reload();
      await expect(b.locator('main article').filter({ hasText: replyA })).toContainText(nameA);
    });

    await test.step('A unshares it: it leaves the community list and B’s favorites say it is gone', async () => {
      await a.goto(`${list}?tab=mine`);
      await card(a).getByRole('switch').click();
      await toast(a, 'account.success.promptUnshared');
      await b.goto(`${list}?q=${encodeURIComponent(title)}`);
      await expect(b.locator('main').getByRole('searchbox')).toHaveValue(title);
      await expect(card(b)).toHaveCount(0);
      await b.goto(`${prefix(locale)}/user/favorite`);
      await expect(b.getByText(t('favorites.unavailable'))).toBeVisible();
    });

    await a.context().close();
    await b.context().close();
  });
}
