import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signInByApi, uniqueName } from './support/account';
import { seriousViolations } from './support/a11y';
import { prefix, uiString, SAMPLE_LOCALES, directionOf, type Locale } from './support/site';

/**
 * Moderation on the real server (scripts/serve-e2e.mjs: REPORT_HIDE_THRESHOLD=2, NEW_ACCOUNT_HOURS=0,
 * the demo seed's `moderator` and `admin`): members report, an item reported often enough hides
 * itself, a moderator deletes it and suspends its author from the console, an admin grants the
 * moderator role, feedback reaches the inbox, and a member deletes their account.
 */
const HEADERS = { 'X-Requested-With': 'promptdeck' };
const PASSWORD = 'correct horse battery staple 42';

const say = (locale: Locale, id: string, values: Record<string, string | number> = {}) =>
  uiString(locale, id).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

interface Member {
  id: number;
  username: string;
  request: APIRequestContext;
}

/** Registers a member in a request context of their own (signed in by the registration). */
async function newMember(
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  name: string,
): Promise<Member> {
  const request = await playwright.request.newContext({ baseURL });
  const username = uniqueName(name);
  const response = await request.post('/api/auth/register', {
    headers: HEADERS,
    data: { username, email: `${username}@example.com`, password: PASSWORD, agreeToTerms: true },
  });
  expect(response.status()).toBe(201);
  const { user } = (await response.json()) as { user: { id: number } };
  return { id: user.id, username, request };
}

async function commentOn42(member: Member, text: string): Promise<number> {
  const response = await member.request.post('/api/comments/curated/42', { headers: HEADERS, data: { text } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { comment: { id: number } }).comment.id;
}

async function signedInPage(browser: Browser, login: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, login, password);
  return page;
}

const commentsSection = (page: Page, locale: Locale) =>
  page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: new RegExp(`^${say(locale, 'comments.heading')}`) }),
  });

test('a reported comment hides itself, a moderator deletes it and suspends its author', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const locale: Locale = 'en';
  const author = await newMember(playwright, baseURL!, 'spammer');
  const firstReporter = await newMember(playwright, baseURL!, 'reporter');
  const secondReporter = await newMember(playwright, baseURL!, 'reporter');
  const marker = uniqueName('spam');
  const commentId = await commentOn42(author, `${marker} buy followers now`);

  // The first member reports it from the page.
  const reporterPage = await signedInPage(browser, firstReporter.username, PASSWORD);
  await reporterPage.goto(`${prefix(locale)}/prompt/42`);
  const comment = commentsSection(reporterPage, locale).locator('article').filter({ hasText: marker });
  await comment
    .getByRole('button', { name: say(locale, 'comments.action.reportNamed', { name: author.username }) })
    .click();
  const dialog = reporterPage.getByRole('dialog');
  await dialog.getByRole('radio', { name: say(locale, 'report.reason.spam') }).check();
  expect(await seriousViolations(reporterPage, '.ant-modal')).toEqual([]);
  await dialog.getByRole('button', { name: say(locale, 'report.action.send') }).click();
  await expect(dialog).toContainText(say(locale, 'report.success'));

  // Visible to visitors until the second report reaches the threshold.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${prefix(locale)}/prompt/42`);
  await expect(commentsSection(visitor, locale).locator('article').filter({ hasText: marker })).toHaveCount(1, {
    timeout: 20_000,
  });
  // From another address network than the first (the browser's 127.0.0.1): only one reporter per network counts.
  const second = await secondReporter.request.post('/api/reports', {
    headers: { ...HEADERS, 'X-Forwarded-For': '198.51.100.2' },
    data: { kind: 'comment', id: commentId, reason: 'abuse' },
  });
  expect(second.status()).toBe(201);
  await visitor.reload();
  await expect(commentsSection(visitor, locale).getByRole('heading', { level: 2 })).toBeVisible({ timeout: 20_000 });
  await expect(visitor.getByText(marker)).toHaveCount(0);

  // A moderator deletes it from the queue and suspends the author for 7 days.
  const moderator = await signedInPage(browser, 'moderator', 'promptdeck-moderator');
  await moderator.goto(`${prefix(locale)}/admin`);
  const item = moderator.locator('article').filter({ hasText: marker });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await item.getByRole('button', { name: say(locale, 'admin.item.delete') }).click();
  const action = moderator.getByRole('dialog');
  await action
    .getByRole('checkbox', { name: say(locale, 'admin.queue.suspendAuthor', { username: author.username }) })
    .check();
  await action.getByText(say(locale, 'admin.duration.sevenDays'), { exact: true }).click();
  await action.getByRole('button', { name: say(locale, 'admin.queue.deleteConfirm') }).click();
  await expect(item).toHaveCount(0);

  // The author can still read and sign in, but the next comment is refused with the end date.
  const authorPage = await signedInPage(browser, author.username, PASSWORD);
  await authorPage.goto(`${prefix(locale)}/prompt/42`);
  const field = authorPage.getByLabel(say(locale, 'comments.field.comment'));
  await field.fill(`${marker} once more`);
  await field.press('Control+Enter');
  const refusal = say(locale, 'api.error.suspendedUntil').split('{date}')[0]!;
  await expect(authorPage.getByText(refusal, { exact: false })).toBeVisible({ timeout: 20_000 });
  await expect(field).toHaveValue(`${marker} once more`);
});

test('an admin makes a member a moderator, who then sees the console', async ({ browser, playwright, baseURL }) => {
  const locale: Locale = 'en';
  const member = await newMember(playwright, baseURL!, 'helper');
  const memberPage = await signedInPage(browser, member.username, PASSWORD);
  await memberPage.goto(`${prefix(locale)}/admin`);
  await expect(memberPage.getByRole('tab', { name: say(locale, 'admin.tab.queue') })).toHaveCount(0);

  const admin = await signedInPage(browser, 'admin', 'promptdeck-admin');
  await admin.goto(`${prefix(locale)}/admin?tab=members&member=${member.id}`);
  await admin.getByRole('button', { name: say(locale, 'admin.members.grant') }).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: say(locale, 'admin.members.grant') })
    .click();
  await expect(admin.getByText(say(locale, 'admin.members.granted', { username: member.username }))).toBeVisible();

  await memberPage.reload();
  await expect(memberPage.getByRole('tab', { name: say(locale, 'admin.tab.queue') })).toBeVisible({ timeout: 20_000 });
  await expect(memberPage.getByRole('tab', { name: say(locale, 'admin.tab.log') })).toHaveCount(0);
});

test('feedback reaches the inbox and is marked handled', async ({ browser, playwright, baseURL }) => {
  const locale: Locale = 'en';
  const member = await newMember(playwright, baseURL!, 'writer');
  const message = `${uniqueName('feedback')} the search could remember my filters`;
  const sent = await member.request.post('/api/feedback', { headers: HEADERS, data: { message, locale: 'fr' } });
  expect(sent.status()).toBe(201);

  const moderator = await signedInPage(browser, 'moderator', 'promptdeck-moderator');
  await moderator.goto(`${prefix(locale)}/admin?tab=feedback`);
  const entry = moderator.locator('article, li, tr').filter({ hasText: message }).first();
  await expect(entry).toBeVisible({ timeout: 20_000 });
  await expect(entry).toContainText(member.username);
  await entry.getByRole('button', { name: say(locale, 'admin.feedback.markHandled') }).click();
  await expect(moderator.getByText(message)).toHaveCount(0);
  await moderator.goto(`${prefix(locale)}/admin?tab=feedback&status=handled`);
  await expect(moderator.getByText(message)).toBeVisible({ timeout: 20_000 });
});

test('a member deletes their account and cannot sign in again', async ({ page, playwright, baseURL }) => {
  const locale: Locale = 'en';
  const member = await newMember(playwright, baseURL!, 'leaving');
  await signInByApi(page, member.username, PASSWORD);
  await page.goto(`${prefix(locale)}/user/`);
  await page.getByRole('button', { name: say(locale, 'account.action.deleteAccount') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(say(locale, 'account.field.password')).fill(PASSWORD);
  await dialog.getByRole('button', { name: say(locale, 'account.delete.confirmOk') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/?$`), { timeout: 20_000 });

  const again = await page.request.post('/api/auth/login', {
    headers: HEADERS,
    data: { login: member.username, password: PASSWORD },
  });
  expect(again.status()).toBe(401);
});

// The console's own accessibility and who sees it: admin-console.spec.ts.
for (const locale of SAMPLE_LOCALES) {
  test(`${locale}: the report dialog has no serious accessibility violations`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const author = await newMember(playwright, baseURL!, 'author');
    const reporter = await newMember(playwright, baseURL!, 'reader');
    const marker = uniqueName('reportable');
    await commentOn42(author, `${marker} a comment to report`);
    const page = await signedInPage(browser, reporter.username, PASSWORD);
    await page.goto(`${prefix(locale)}/prompt/42`);
    const comment = commentsSection(page, locale).locator('article').filter({ hasText: marker });
    await comment
      .getByRole('button', { name: say(locale, 'comments.action.reportNamed', { name: author.username }) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: say(locale, 'report.reason.spam') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', directionOf(locale));
    expect(await seriousViolations(page, '.ant-modal')).toEqual([]);
  });
}
