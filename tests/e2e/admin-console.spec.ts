import { expect, test } from '@playwright/test';
import { signInByApi } from './support/account';
import { seriousViolations } from './support/a11y';
import { prefix, SAMPLE_LOCALES } from './support/site';

// Read-only on the demo data: other specs report and moderate the seeded items.

test('visitors and members get the ordinary not-found page at /admin', async ({ page }) => {
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await signInByApi(page);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('tab')).toHaveCount(0);
  const api = await page.request.get('/api/admin/queue');
  expect(api.status()).toBe(404);
});

test('a moderator has the console without the log, an admin with it', async ({ page }) => {
  await signInByApi(page, 'moderator', 'promptdeck-moderator');
  await page.goto('/en/');
  // The account menu's items are in the page (shown on hover).
  await expect(page.locator('.navbar a[href="/en/admin"]', { hasText: 'Moderation console' })).toHaveCount(1);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Moderation console');
  await expect(page.getByRole('tab')).toHaveText(['Reports', 'Content', 'Members', 'Feedback']);

  await page.getByRole('tab', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\?tab=feedback$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');

  await signInByApi(page, 'admin', 'promptdeck-admin');
  await page.goto('/en/admin?tab=log');
  await expect(page.getByRole('tab', { name: 'Log' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table')).toBeVisible();
});

for (const locale of SAMPLE_LOCALES) {
  test(`the console in ${locale} has no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(120_000);
    await signInByApi(page, 'admin', 'promptdeck-admin');
    for (const tab of ['queue', 'content', 'members', 'feedback', 'log']) {
      await page.goto(`${prefix(locale)}/admin?tab=${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page), `${locale} ${tab}`).toEqual([]);
    }
    await page.goto(`${prefix(locale)}/admin?tab=members&q=demo`);
    await page.getByRole('table').getByRole('link', { name: 'demo', exact: true }).click();
    // The detail's buttons: Close, then the actions (Suspend first).
    await page.getByRole('region', { name: 'demo' }).getByRole('button').nth(1).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, '.ant-modal-wrap'), `${locale} dialog`).toEqual([]);
    // And the page behind the open dialog (the console's only accessibility check: real CSS, in a browser).
    expect(await seriousViolations(page), `${locale} page under the dialog`).toEqual([]);
  });
}
