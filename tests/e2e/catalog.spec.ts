/**
 * The open catalogue in the production build, as a tool would fetch it: every locale's
 * JSON at /catalog/<locale>.json matching the contract, its CSV beside it, each prompt's
 * address leading to that prompt's page, and the schema at /catalog/schema.json.
 */
import { expect, test } from '@playwright/test';
import { CatalogDocument } from '../../src/api/contract/catalog';
import { LOCALES, PROMPT_COUNT } from './support/site';

for (const locale of LOCALES) {
  test(`/catalog/${locale}.json lists every prompt with working page addresses`, async ({ page, request }) => {
    const answer = await request.get(`/catalog/${locale}.json`);
    expect(answer.status()).toBe(200);
    const catalog = CatalogDocument.parse(await answer.json());
    expect(catalog.locale).toBe(locale);
    expect(catalog.count).toBe(PROMPT_COUNT);
    const prompt = catalog.prompts[41]!;
    expect((await page.goto(prompt.path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(prompt.title);

    const csv = await request.get(`/catalog/${locale}.csv`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  });
}

test('/catalog/schema.json describes the catalogue', async ({ request }) => {
  const answer = await request.get('/catalog/schema.json');
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ title: 'PromptDeck catalogue', type: 'object' });
});
