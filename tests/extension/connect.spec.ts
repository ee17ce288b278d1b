/**
 * Connect on the real server's page (/<locale>/user/extension): the extension's connect script
 * announces itself, the signed-in member approves, and the token reaches the extension without
 * copy and paste; the options then say the account is connected.
 */
import { TOKEN_LIMITS } from '../../src/api/limits';
import { setSettings, storedSettings } from './support/chat';
import { expect, test } from './support/extension';
import { createMember } from './support/member';

test('approving on the Connect page hands the token to the extension', async ({
  context,
  background,
  openExtensionPage,
  baseURL,
}) => {
  // The build's connect script runs on the configured site's host (localhost by default), on any port.
  const site = baseURL!.replace('127.0.0.1', 'localhost');
  await setSettings(background, { site, token: null });
  const page = await context.newPage();
  const member = await createMember(page.request, 'read', site);
  await page.goto(`${site}/en/user/extension`);
  await expect(page.locator('html')).toHaveAttribute('data-promptdeck-extension', /.+/);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('The extension has received its token.')).toBeVisible();

  // A token of its own, made by the page (not the one the test's set-up made).
  const { token } = await storedSettings(background);
  expect(token).toEqual(expect.stringMatching(new RegExp(`^${TOKEN_LIMITS.SECRET_PREFIX}`)));
  expect(token).not.toBe(member.token);
  const options = await openExtensionPage('options.html');
  await expect(options.getByText('Your account is connected.')).toBeVisible();
});
