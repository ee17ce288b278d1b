import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { lastMailTo, signInByApi, uniqueName } from './support/account';
import { loadConfig } from '../../server/config';
import { prefix, uiString, RTL_LOCALE, type Locale } from './support/site';

const en = (id: string) => uiString('en', id);
/** How long a reset code is valid on the test server (scripts/serve-e2e.mjs keeps the default). */
const resetCodeMinutes = String(loadConfig({}).resetCodeTtlMs / 60_000);

async function openAccountMenu(page: Page, username: string) {
  await page.locator('.navbar').getByRole('button', { name: username }).hover();
}

test('a new member registers, signs in by email, keeps prompts, exports, imports, changes and resets the password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName('member');
  const email = `${username}@example.test`.toLowerCase();

  await test.step('register from the Register tab and land in my space', async () => {
    await page.goto('/en/user/auth?tab=register');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first password 1');
    await page.getByLabel('Confirm password').fill('first password 1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: en('account.action.register') }).click();
    await expect(page).toHaveURL(/\/en\/user\/$/);
    await expect(page.locator('.navbar')).toContainText(username);
  });

  await test.step('sign out from the navbar menu', async () => {
    await openAccountMenu(page, username);
    await page
      .locator('.navbar')
      .getByRole('button', { name: en('navbar.account.signOut') })
      .click();
    await expect(page.locator('.navbar').getByRole('link', { name: en('navbar.account.signIn') })).toBeVisible();
  });

  await test.step('sign in by email', async () => {
    await page
      .locator('.navbar')
      .getByRole('link', { name: en('navbar.account.signIn') })
      .click();
    await page.getByLabel(en('account.field.login')).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('first password 1');
    await page.getByRole('button', { name: en('account.action.login') }).click();
    await expect(page).toHaveURL(/\/en\/user\/$/);
    await expect(page.getByText(email)).toBeVisible();
  });

  const addPrompt = async (title: string, text: string) => {
    await page.getByRole('button', { name: en('account.action.addPrompt') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Prompt text').fill(text);
    await dialog.getByRole('button', { name: en('account.action.save') }).click();
    await expect(page.getByText(en('account.success.promptAdded')).last()).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  };

  await test.step('add two prompts, edit one, share it, delete the other after confirming', async () => {
    await addPrompt('Trip planner', 'Plan a trip to {{city}} for three days.');
    await addPrompt('Throwaway', 'Delete me.');
    await page.getByRole('button', { name: 'Edit “Trip planner”' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Weekend trip planner');
    await dialog.getByRole('button', { name: en('account.action.save') }).click();
    await expect(page.getByText(en('account.success.promptUpdated')).last()).toBeVisible();
    const card = page.getByRole('article', { name: 'Weekend trip planner' });
    await card.getByRole('switch').click();
    await expect(page.getByText(en('account.success.promptShared')).last()).toBeVisible();
    await expect(card.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('button', { name: 'Delete “Throwaway”' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(en('account.prompt.deleteTitle'));
    await confirm.getByRole('button', { name: en('account.action.delete') }).click();
    await expect(page.getByText(en('account.success.promptDeleted')).last()).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Throwaway' })).toHaveCount(0);
  });

  let exportFile = '';
  await test.step('export as JSON', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: en('account.action.export') }).click();
    exportFile = (await (await download).path())!;
    const document = JSON.parse(fs.readFileSync(exportFile, 'utf8'));
    expect(document).toMatchObject({
      format: 'promptdeck-export',
      version: 1,
      prompts: [{ title: 'Weekend trip planner', shared: true }],
    });
  });

  await test.step('delete the last prompt, then import the file back after its preview', async () => {
    await page.getByRole('button', { name: 'Delete “Weekend trip planner”' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en('account.action.delete') })
      .click();
    await expect(page.getByText(en('account.myPrompts.none'))).toBeVisible();
    await page.getByLabel(en('account.import.fileLabel')).setInputFiles(exportFile);
    await expect(page.getByRole('region', { name: en('account.import.previewLabel') })).toContainText(
      'Prompts to add: 1. Duplicates to skip: 0.',
    );
    await page.getByRole('button', { name: en('account.action.import'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Weekend trip planner' })).toBeVisible();
  });

  await test.step('change the password', async () => {
    await page.getByLabel(en('account.field.currentPassword')).fill('first password 1');
    await page.getByLabel(en('account.field.newPassword'), { exact: true }).fill('second password 2');
    await page.getByLabel(en('account.field.confirmNewPassword')).fill('second password 2');
    await page.getByRole('button', { name: en('account.action.changePassword') }).click();
    await expect(page.getByText(en('account.success.passwordChanged')).last()).toBeVisible();
  });

  await test.step('sign out, ask for a code, follow the mailed link and reset', async () => {
    await page
      .getByRole('main')
      .getByRole('button', { name: en('navbar.account.signOut'), exact: true })
      .click();
    await page.goto('/en/user/auth?tab=forgot');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: en('account.action.sendCode') }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: en('account.success.resetMailSent').split('|').at(-1)!.replace('{minutes}', resetCodeMinutes),
      }),
    ).toBeVisible();
    const mail = await lastMailTo(email);
    const link = new URL(/(https?:\/\/\S+reset-password\S*)/.exec(mail)![1]!);
    expect(link.pathname).toBe('/en/reset-password');
    // Email and code travel in the fragment, which the browser never sends to the server.
    expect(link.search).toBe('');
    expect(new URLSearchParams(link.hash.slice(1)).get('email')).toBe(email);
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel(en('account.field.resetCode'))).toHaveValue(/^[A-Z0-9]{8}$/);
    // Read, then out of the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel(en('account.field.newPassword'), { exact: true }).fill('third password 3');
    await page.getByLabel(en('account.field.confirmNewPassword')).fill('third password 3');
    await page.getByRole('button', { name: en('account.action.resetPassword') }).click();
    await expect(page).toHaveURL(/\/en\/user\/auth\?tab=login&reset=done/);
    await expect(page.getByText(en('account.success.passwordReset')).last()).toBeVisible();
  });

  await test.step('sign in with the new password', async () => {
    await page.getByLabel(en('account.field.login')).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('third password 3');
    await page.getByRole('button', { name: en('account.action.login') }).click();
    await expect(page).toHaveURL(/\/en\/user\/$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Weekend trip planner' })).toBeVisible();
  });
});

test('after signing in, an external redirect is refused and a path of the site is followed', async ({ page }) => {
  await page.goto('/en/user/auth?redirect=https%3A%2F%2Fevil.example%2Fsteal');
  await page.getByLabel(en('account.field.login')).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('promptdeck-demo');
  await page.getByRole('button', { name: en('account.action.login') }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/user\/$/);

  await page.goto('/en/user/auth?redirect=%2F%2Fevil.example');
  await expect(page.getByText('You are signed in as')).toBeVisible();
  await expect(page.getByRole('link', { name: en('account.auth.continue') })).toHaveAttribute('href', '/en/user/');
});

test('visitors get "Sign in" in the server-rendered navbar; it leads back to the page they were on', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en/prompt/42')).text();
  expect(html).toContain(`href="/en/user/auth?redirect=%2Fen%2Fprompt%2F42"`);
  expect(html).toContain(en('navbar.account.signIn'));
  await page.goto('/en/prompt/42');
  await page
    .locator('.navbar')
    .getByRole('link', { name: en('navbar.account.signIn') })
    .click();
  await page.getByLabel(en('account.field.login')).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('promptdeck-demo');
  await page.getByRole('button', { name: en('account.action.login') }).click();
  await expect(page).toHaveURL(/\/en\/prompt\/42$/);
  await expect(page.locator('.navbar')).toContainText('demo');
});

test('signing out in one tab is seen by the other', async ({ context }) => {
  const first = await context.newPage();
  await signInByApi(first);
  await first.goto('/en/user/');
  await expect(first.getByText('demo@promptdeck.local')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/en/docs/');
  await expect(second.locator('.navbar')).toContainText('demo');
  await first
    .getByRole('main')
    .getByRole('button', { name: en('navbar.account.signOut'), exact: true })
    .click();
  await expect(second.locator('.navbar').getByRole('link', { name: en('navbar.account.signIn') })).toBeVisible();
});

for (const locale of [RTL_LOCALE, 'hi', 'bn'] satisfies Locale[]) {
  test(`account pages speak ${locale} only`, async ({ page }) => {
    const mainText = async (route: string) => {
      await page.goto(`${prefix(locale)}${route}`);
      const main = page.locator('main');
      await expect(main.locator('form, .button').first()).toBeVisible();
      return (await main.innerText()).replace(/PromptDeck|JSON/g, '');
    };
    for (const route of [
      '/user/auth',
      '/user/auth?tab=register',
      '/user/auth?tab=forgot',
      '/reset-password',
      '/user/',
    ]) {
      expect(await mainText(route), `${route} in ${locale} (visitor)`).not.toMatch(/[A-Za-z]{3,}/);
    }
    const username = uniqueName('reader');
    const email = `${username}@example.test`.toLowerCase();
    const signUp = await page.request.post('/api/auth/register', {
      data: { username, email, password: 'a long password', agreeToTerms: true },
      headers: { 'X-Requested-With': 'promptdeck' },
    });
    expect(signUp.status()).toBe(201);
    const mySpace = (await mainText('/user/')).replaceAll(email, '').replaceAll(username, '');
    expect(mySpace, `/user/ in ${locale} (member)`).not.toMatch(/[A-Za-z]{3,}/);
  });
}

test('the Arabic sign-in page is laid out right to left', async ({ page }, testInfo) => {
  await page.goto('/ar/user/auth');
  const label = page.locator('label[for="login_login"]');
  const input = page.locator('#login_login');
  await expect(input).toBeVisible();
  const form = page.locator('form#login');
  await expect(form).toHaveClass(/ant-form-rtl/);
  const [labelBox, formBox] = [await label.boundingBox(), await form.boundingBox()];
  // The label starts at the right edge of the form.
  expect(Math.abs(labelBox!.x + labelBox!.width - (formBox!.x + formBox!.width))).toBeLessThan(24);
  await page.screenshot({ path: testInfo.outputPath('ar-user-auth.png'), fullPage: true });
});
