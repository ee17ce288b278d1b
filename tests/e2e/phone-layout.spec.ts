import { expect, test, type Locator, type Page } from '@playwright/test';
import { prefix, uiString, SAMPLE_LOCALES, type Locale } from './support/site';

const PHONE = { width: 390, height: 844 };
/** The sampled locales and Bengali, whose tall script needs the most height. */
const PHONE_LOCALES: readonly Locale[] = [...SAMPLE_LOCALES, 'bn'];

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const firstCard = (page: Page) => page.locator('main article').first();
const categories = (page: Page) => page.locator('main fieldset');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const chip = (page: Page, locale: Locale, tag: string) =>
  categories(page).getByRole('button', {
    name: new RegExp(`^${escape(uiString(locale, `tag.${tag}.label`))}\\s+\\d+$`),
  });

/** Whether `inner` is wholly inside the row that scrolls it and inside the screen. */
async function whollyShown(inner: Locator, row: Locator) {
  const [box, rowBox] = await Promise.all([inner.boundingBox(), row.boundingBox()]);
  if (!box || !rowBox) return false;
  return (
    box.x >= rowBox.x - 0.5 &&
    box.x + box.width <= rowBox.x + rowBox.width + 0.5 &&
    box.x >= 0 &&
    box.x + box.width <= PHONE.width
  );
}

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

for (const locale of PHONE_LOCALES) {
  test(`${locale}: on a 390 × 844 phone the first prompt shows on the first screen, without sideways scrolling`, async ({
    page,
  }) => {
    await page.goto(`${prefix(locale)}/`);
    await expect(firstCard(page)).toBeVisible();
    const card = (await firstCard(page).boundingBox())!;
    expect(card.y, 'top of the first prompt card').toBeLessThan(PHONE.height);
    expect(card.y + card.height).toBeGreaterThan(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // The chips are one row; the sort menu shares the line of the search box.
    const chips = categories(page).getByRole('button');
    const [first, last] = [(await chips.first().boundingBox())!, (await chips.last().boundingBox())!];
    expect(Math.abs(first.y - last.y)).toBeLessThan(1);
    const search = (await page.getByRole('searchbox').boundingBox())!;
    const sort = (await page.locator('main select').boundingBox())!;
    expect(Math.abs(search.y + search.height / 2 - (sort.y + sort.height / 2))).toBeLessThan(search.height / 2);
  });

  test(`${locale}: on a phone a chosen category stays in sight and in the URL`, async ({ page }) => {
    await page.goto(`${prefix(locale)}/`);
    await expect(firstCard(page)).toBeVisible();
    const row = categories(page).locator('> div');
    // The last category sits far beyond the edge of the row.
    const contribute = chip(page, locale, 'contribute');
    expect(await whollyShown(contribute, row)).toBe(false);
    await contribute.click();
    await expect(contribute).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/tags=contribute/);
    await expect.poll(() => whollyShown(contribute, row)).toBe(true);

    // A second one: both stay in sight, and after a reload too.
    const music = chip(page, locale, 'music');
    await music.click();
    await expect(page).toHaveURL(/tags=(contribute(%2C|,)music|music(%2C|,)contribute)/);
    await expect.poll(() => whollyShown(music, row)).toBe(true);
    expect(await whollyShown(contribute, row)).toBe(true);
    await page.reload();
    await expect(chip(page, locale, 'music')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => whollyShown(chip(page, locale, 'music'), row)).toBe(true);
    expect(await whollyShown(chip(page, locale, 'contribute'), row)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expect(firstCard(page)).toBeVisible();
    expect((await firstCard(page).boundingBox())!.y).toBeLessThan(PHONE.height);
  });
}

test('on a phone the chips work with the keyboard: the focus stays on a chip that moves, and shows', async ({
  page,
}) => {
  await page.goto('/en/');
  await expect(firstCard(page)).toBeVisible();
  const tools = chip(page, 'en', 'tool');
  await tools.focus();
  await page.keyboard.press('Enter');
  await expect(tools).toHaveAttribute('aria-pressed', 'true');
  await expect(tools).toBeFocused();
  await page.keyboard.press('Space');
  await expect(tools).toHaveAttribute('aria-pressed', 'false');
  await expect(tools).toBeFocused();
  const row = categories(page).locator('> div');
  await expect.poll(() => whollyShown(tools, row)).toBe(true);
  // Tab onwards through the row: each chip scrolls into sight with a visible focus ring.
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator('main fieldset button:focus');
    await expect(focused).toHaveCount(1);
    await expect.poll(() => whollyShown(focused, row)).toBe(true);
    expect(await focused.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('solid');
  }
});

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('keep the chips wrapped in the library order', async ({ page }) => {
    await page.goto('/en/');
    await expect(firstCard(page)).toBeVisible();
    await chip(page, 'en', 'contribute').click();
    await expect(page).toHaveURL(/tags=contribute/);
    const chips = categories(page).getByRole('button');
    const names = await chips.allTextContents();
    expect(names[0]).toMatch(new RegExp(`^${uiString('en', 'tag.favorite.label')}`));
    expect(names.at(-1)).toBe(uiString('en', 'library.tags.clear'));
    const [first, last] = [(await chips.first().boundingBox())!, (await chips.last().boundingBox())!];
    expect(last.y).toBeGreaterThan(first.y + first.height);
    expect(
      await categories(page)
        .locator('> div')
        .evaluate((node) => getComputedStyle(node).overflowX),
    ).toBe('visible');
  });
});
