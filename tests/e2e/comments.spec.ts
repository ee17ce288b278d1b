import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInByApi, uniqueName } from './support/account';
import { LIMITS } from '../../src/api/limits';
import { charactersLeftText, prefix, uiString, SAMPLE_LOCALES, type Locale } from './support/site';
import { seriousViolations } from './support/a11y';

/**
 * Comments on a curated prompt page, on the real server: visitors read them
 * and are offered to sign in and come back; members post (characters counted
 * as people see them), reply and delete their own, with the keyboard too;
 * markup in a comment stays text.
 */
const HEADERS = { 'X-Requested-With': 'promptdeck' };

const say = (locale: Locale, id: string, values: Record<string, string | number> = {}) =>
  uiString(locale, id).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const graphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text.trim())].length;

/** Posts a comment on curated prompt 42 as the demo member, from a request context of its own. */
async function postAsDemo(request: APIRequestContext, text: string, parentId?: number): Promise<number> {
  expect(
    (
      await request.post('/api/auth/login', { headers: HEADERS, data: { login: 'demo', password: 'promptdeck-demo' } })
    ).status(),
  ).toBe(200);
  const response = await request.post('/api/comments/curated/42', { headers: HEADERS, data: { text, parentId } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { comment: { id: number } }).comment.id;
}

/** The comments section of the page, once the thread has loaded (its heading shows the count). */
async function openComments(page: Page, locale: Locale): Promise<Locator> {
  await page.goto(`${prefix(locale)}/prompt/42`);
  const heading = page.getByRole('heading', {
    level: 2,
    name: new RegExp(`^${escapeRegExp(say(locale, 'comments.heading'))}.*\\d`),
  });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  return page.locator('section').filter({ has: heading });
}

const commentWith = (section: Locator, text: string) => section.locator('article').filter({ hasText: text });
/** The text of a comment as shown (the block after its author and date). */
const textOf = (comment: Locator) => comment.locator(':scope > div').first();

for (const locale of SAMPLE_LOCALES) {
  test(`${locale}: a visitor reads the comments and is offered to sign in and come back`, async ({ page, request }) => {
    const marker = uniqueName('visitor');
    const topId = await postAsDemo(request, `${marker} top`);
    await postAsDemo(request, `${marker} answer`, topId);
    const section = await openComments(page, locale);
    await expect(commentWith(section, `${marker} top`).first()).toContainText('demo');
    await expect(commentWith(section, `${marker} answer`)).toContainText('@demo');
    await expect(section.getByRole('button', { name: say(locale, 'comments.action.reply') })).toHaveCount(0);
    await expect(section.getByRole('textbox')).toHaveCount(0);
    const signIn = section.getByRole('link', { name: say(locale, 'comments.signIn') });
    await expect(signIn).toHaveAttribute(
      'href',
      `${prefix(locale)}/user/auth?redirect=${encodeURIComponent(`${prefix(locale)}/prompt/42`)}`,
    );
    await expect(section.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    if (locale === 'en') {
      await signIn.click();
      await page.locator('#login_login').fill('demo');
      await page.locator('#login_password').fill('promptdeck-demo');
      await page.locator('#login_password').press('Enter');
      await expect(page).toHaveURL(/\/en\/prompt\/42$/);
      await expect(page.getByLabel(say(locale, 'comments.field.comment'))).toBeVisible({ timeout: 20_000 });
    }
  });

  test(`${locale}: a member posts with emoji, replies and deletes their own`, async ({ page }) => {
    test.setTimeout(60_000);
    await signInByApi(page);
    const section = await openComments(page, locale);
    const marker = uniqueName('member');
    const text = `${marker} 👨‍👩‍👧 🇯🇵 e\u0301 中文`;
    const field = section.getByRole('textbox', { name: say(locale, 'comments.field.comment') });
    await field.fill(text);
    // The family, the flag and e + accent count once each, as the server counts them.
    await expect(
      section.getByText(charactersLeftText(locale, LIMITS.COMMENT_MAX - graphemes(text)), { exact: true }),
    ).toBeVisible();
    expect(graphemes(text)).toBe(marker.length + 9);
    await section.getByRole('button', { name: say(locale, 'comments.action.post') }).click();
    await expect(page.getByText(say(locale, 'comments.success.posted'), { exact: true })).toBeVisible();
    await expect(field).toHaveValue('');
    const mine = commentWith(section, marker).first();
    await expect(mine).toContainText(text);

    await mine.getByRole('button', { name: say(locale, 'comments.action.replyTo', { name: 'demo' }) }).click();
    const replyField = section.getByRole('textbox', { name: say(locale, 'comments.field.reply', { name: 'demo' }) });
    await expect(replyField).toBeFocused();
    await replyField.fill(`${marker} reply 🙂`);
    await section.getByRole('button', { name: say(locale, 'comments.action.postReply') }).click();
    await expect(page.getByText(say(locale, 'comments.success.replied'), { exact: true })).toBeVisible();
    const reply = commentWith(section, `${marker} reply 🙂`);
    await expect(reply).toContainText('@demo');

    // Deleting the top comment keeps it as a placeholder while its reply is there.
    await mine.getByRole('button', { name: say(locale, 'comments.action.deleteMine') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(say(locale, 'comments.delete.title'));
    await dialog.getByRole('button', { name: say(locale, 'comments.action.delete') }).click();
    await expect(page.getByText(say(locale, 'comments.success.deleted'), { exact: true })).toBeVisible();
    await expect(commentWith(section, text)).toHaveCount(0);
    await expect(reply).toBeVisible();
    await expect(section.getByText(say(locale, 'comments.deleted')).first()).toBeVisible();

    // Deleting the reply then takes the placeholder with it.
    await reply.getByRole('button', { name: say(locale, 'comments.action.deleteMine') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say(locale, 'comments.action.delete') })
      .click();
    await expect(reply).toHaveCount(0);
    await expect(section.locator('li').filter({ hasText: marker })).toHaveCount(0);
  });

  test(`${locale}: the prompt page with comments has no serious accessibility violations`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const marker = uniqueName('axe');
    const topId = await postAsDemo(request, `${marker} a comment https://example.com/page`);
    await postAsDemo(request, `${marker} a reply`, topId);
    // As a visitor …
    let section = await openComments(page, locale);
    await expect(commentWith(section, `${marker} a reply`)).toBeVisible();
    expect(await seriousViolations(page), 'visitor').toEqual([]);
    // … and as a member, with a reply form open and a field error shown.
    await signInByApi(page);
    section = await openComments(page, locale);
    await commentWith(section, `${marker} a comment`)
      .first()
      .getByRole('button', { name: say(locale, 'comments.action.replyTo', { name: 'demo' }) })
      .click();
    await section.getByRole('button', { name: say(locale, 'comments.action.post') }).click();
    await expect(section.locator('.ant-form-item-explain-error')).toHaveText(
      say(locale, 'comments.rule.commentRequired'),
    );
    // Error texts fade in: judge their contrast once fully shown.
    await expect
      .poll(() =>
        section
          .locator('.ant-form-item-explain-error')
          .evaluateAll(
            (nodes) => nodes.length > 0 && nodes.every((node) => getComputedStyle(node.parentElement!).opacity === '1'),
          ),
      )
      .toBe(true);
    expect(await seriousViolations(page), 'member').toEqual([]);
    // The comments in dark mode.
    await page.locator('button[class*="toggleButton"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(section.locator('.ant-form-item-explain-error')).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page, 'main section[aria-labelledby]'), 'member, dark mode').toEqual([]);
  });
}

test('a comment can be posted and deleted with the keyboard alone', async ({ page }) => {
  await signInByApi(page);
  const section = await openComments(page, 'en');
  const marker = uniqueName('keys');
  await section.getByRole('heading', { level: 2 }).focus();
  await page.keyboard.press('Tab');
  await expect(section.getByLabel('Your comment')).toBeFocused();
  await page.keyboard.type(`${marker} typed 🎹`);
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Post comment' })).toBeFocused();
  await page.keyboard.press('Enter');
  const mine = commentWith(section, marker);
  await expect(mine).toContainText(`${marker} typed 🎹`);

  // Ctrl+Enter posts from the field too.
  await section.getByLabel('Your comment').focus();
  await page.keyboard.type(`${marker} second`);
  await page.keyboard.press('Control+Enter');
  await expect(commentWith(section, `${marker} second`)).toBeVisible();

  // Tab to my first comment's delete button, confirm with Enter.
  const deleteButton = commentWith(section, `${marker} typed`).getByRole('button', { name: 'Delete my comment' });
  for (let i = 0; i < 40 && !(await deleteButton.evaluate((node) => node === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await expect(deleteButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(commentWith(section, `${marker} typed`)).toHaveCount(0);
  await expect(commentWith(section, `${marker} second`)).toBeVisible();
});

test('markup and script addresses in a comment stay text and never run', async ({ page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const marker = uniqueName('xss');
  const hostile = `${marker} <img src=x onerror=alert(1)> javascript:alert(1) <script>alert(2)</script>`;
  await postAsDemo(request, hostile);
  await signInByApi(page);
  const section = await openComments(page, 'en');
  // Typed into the form too.
  const typed = `${marker} typed <svg onload=alert(3)> [x](javascript:alert(4))`;
  await section.getByLabel('Your comment').fill(typed);
  await section.getByRole('button', { name: 'Post comment' }).click();
  await expect(commentWith(section, `${marker} typed`)).toContainText(typed);

  await page.reload();
  const reloaded = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: /^Comments \(\d+\)$/ }) });
  await expect(commentWith(reloaded, hostile)).toBeVisible({ timeout: 20_000 });
  await expect(textOf(commentWith(reloaded, hostile))).toHaveText(hostile);
  await expect(textOf(commentWith(reloaded, typed))).toHaveText(typed);
  await page.waitForLoadState('networkidle');
  await page.mouse.move(300, 300);
  expect(await page.locator('main img[src="x"], main svg[onload], main script:not([src])').count()).toBe(0);
  for (const href of await page
    .locator('main a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
    expect(href.startsWith('javascript:')).toBe(false);
  }
  expect(dialogs).toEqual([]);
});
