import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { prefix, uiString, SAMPLE_LOCALES } from './support/site';

for (const locale of SAMPLE_LOCALES) {
  test(`the QR-code page in ${locale} shows the code of its community page with the link under it`, async ({
    page,
  }) => {
    await page.goto(`${prefix(locale)}/QR-code`);
    await expect(page.getByRole('heading', { level: 1, name: uiString(locale, 'page.qrCode.title') })).toBeVisible();
    const link = page.locator('main figcaption a');
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^https?://[^/]+${prefix(locale)}/community-prompts$`));
    await expect(link).toHaveText(href!);
    const code = page.getByRole('img', { name: uiString(locale, 'page.qrCode.imageLabel').replace('{url}', href!) });
    await expect(code).toBeVisible();
    const box = await code.boundingBox();
    expect(box!.width).toBeGreaterThan(150);
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(2);

    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
}

test('the QR code stays dark on white in dark mode, and prints without the print button', async ({ page }) => {
  await page.goto('/en/QR-code');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const code = page.getByRole('img', { name: /^QR code that opens / });
  expect(await code.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe('rgb(255, 255, 255)');
  expect(await code.locator('svg path[stroke]').getAttribute('stroke')).toBe('#000000');
  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(print).toBeHidden();
  await expect(code).toBeVisible();
});
