import { expect, test } from '@playwright/test';
import { signInByApi } from './support/account';
import { prefix, SAMPLE_LOCALES } from './support/site';
import { seriousViolations } from './support/a11y';

for (const locale of SAMPLE_LOCALES) {
  test(`account pages in ${locale} have no serious accessibility violations`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const route of [
      '/user/auth',
      '/user/auth?tab=register',
      '/user/auth?tab=forgot',
      '/reset-password',
      '/user/',
    ]) {
      await page.goto(`${prefix(locale)}${route}`);
      await expect(page.locator('main form, main .button').first()).toBeVisible();
      expect(await seriousViolations(page), `${route} (visitor)`).toEqual([]);
    }
    // With errors shown, and signed in with the dialogs open.
    await page.goto(`${prefix(locale)}/user/auth`);
    await page.locator('form#login button[type=submit]').click();
    await expect(page.locator('#login_login')).toHaveAttribute('aria-invalid', 'true');
    // The error texts fade in; judge their contrast once they are fully shown.
    await expect
      .poll(() =>
        page.locator('.ant-form-item-explain-error').evaluateAll((nodes) =>
          nodes.every((node) => {
            for (
              let element: Element | null = node;
              element && element.tagName !== 'FORM';
              element = element.parentElement
            ) {
              if (getComputedStyle(element).opacity !== '1' || /appear|enter/.test(element.className)) return false;
            }
            return nodes.length > 0;
          }),
        ),
      )
      .toBe(true);
    expect(await seriousViolations(page), 'login errors').toEqual([]);
    await signInByApi(page);
    await page.goto(`${prefix(locale)}/user/`);
    await expect(page.locator('#my-prompts-heading')).toBeVisible();
    expect(await seriousViolations(page), '/user/ signed in').toEqual([]);
  });
}

test('the sign-in form works with the keyboard alone', async ({ page }) => {
  await page.goto('/en/user/auth');
  await page.locator('#login_login').focus();
  await page.keyboard.type('demo');
  await page.keyboard.press('Tab');
  await expect(page.locator('#login_password')).toBeFocused();
  await page.keyboard.type('promptdeck-demo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/user\/$/);
});

test('the tabs of the sign-in page follow the arrow keys and the URL', async ({ page }) => {
  await page.goto('/en/user/auth');
  await page.getByRole('tab', { name: 'Sign in' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/tab=register/);
  await expect(page.locator('#register_username')).toBeVisible();
});
