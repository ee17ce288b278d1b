import { expect, test, type Page } from '@playwright/test';
import { signInByApi } from './support/account';
import { charactersLeftText, prefix, uiString, SAMPLE_LOCALES } from './support/site';
import { seriousViolations } from './support/a11y';
import { LIMITS } from '../../src/api/limits';

const messageField = (page: Page) => page.locator('#feedback_message');

for (const locale of SAMPLE_LOCALES) {
  test(`${locale}: a visitor is asked to sign in and comes back to /feedback`, async ({ page }) => {
    const here = `${prefix(locale)}/feedback`;
    await page.goto(here);
    const signIn = page
      .locator('main')
      .getByRole('link', { name: uiString(locale, 'navbar.account.signIn'), exact: true });
    await expect(signIn).toHaveAttribute('href', `${prefix(locale)}/user/auth?redirect=${encodeURIComponent(here)}`);
    await expect(
      page.locator('main').getByRole('link', { name: uiString(locale, 'account.tab.register'), exact: true }),
    ).toHaveAttribute('href', `${prefix(locale)}/user/auth?tab=register&redirect=${encodeURIComponent(here)}`);
    await expect(messageField(page)).toHaveCount(0);

    await signIn.click();
    await page.locator('#login_login').fill('demo');
    await page.locator('#login_password').fill('promptdeck-demo');
    await page.locator('form#login button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`${here}$`));
    await expect(messageField(page)).toBeVisible();
  });

  test(`${locale}: a member sends feedback and is thanked`, async ({ page }) => {
    await signInByApi(page);
    await page.goto(`${prefix(locale)}/feedback`);
    await messageField(page).fill(`Feedback from the ${locale} end-to-end test: 👍🏽`);
    const left = LIMITS.FEEDBACK_MESSAGE_MAX - (`Feedback from the ${locale} end-to-end test: `.length + 1);
    await expect(page.locator('main')).toContainText(charactersLeftText(locale, left));
    await page.locator('#feedback_contact').fill('demo@example.test');
    await page.getByRole('button', { name: uiString(locale, 'feedback.action.send') }).click();
    await expect(page.getByText(uiString(locale, 'feedback.success'))).toBeVisible();
    const thanks = page.getByRole('heading', { name: uiString(locale, 'feedback.thanks.title') });
    await expect(thanks).toBeFocused();
    await page.getByRole('button', { name: uiString(locale, 'feedback.action.another') }).click();
    await expect(messageField(page)).toHaveValue('');
    await expect(messageField(page)).toBeFocused();
  });

  test(`${locale}: /feedback with the form has no serious accessibility violations`, async ({ page }) => {
    await signInByApi(page);
    await page.goto(`${prefix(locale)}/feedback`);
    await expect(messageField(page)).toBeVisible();
    expect(await seriousViolations(page), 'empty form').toEqual([]);
    // With the required-message error shown, once it has faded in.
    await page.getByRole('button', { name: uiString(locale, 'feedback.action.send') }).click();
    await expect(messageField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect
      .poll(() =>
        page.locator('.ant-form-item-explain-error').evaluateAll(
          (nodes) =>
            nodes.length > 0 &&
            nodes.every((node) => {
              for (
                let element: Element | null = node;
                element && element.tagName !== 'FORM';
                element = element.parentElement
              ) {
                if (getComputedStyle(element).opacity !== '1' || /appear|enter/.test(element.className)) return false;
              }
              return true;
            }),
        ),
      )
      .toBe(true);
    expect(await seriousViolations(page), 'required-message error').toEqual([]);
  });
}

test('with the API down, a signed-in page says the form is unavailable and offers a retry', async ({ page }) => {
  await signInByApi(page);
  await page.route('**/api/auth/me', (route) => route.abort());
  await page.goto('/en/feedback');
  await expect(page.getByRole('alert')).toContainText(uiString('en', 'live.unavailable'));
  await page.unroute('**/api/auth/me');
  await page.getByRole('button', { name: uiString('en', 'common.retry') }).click();
  await expect(messageField(page)).toBeVisible();
});
