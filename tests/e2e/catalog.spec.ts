/**
 * The open catalogue in the production build, as a tool would fetch it: every locale's
 * JSON at /catalog/<locale>.json matching the contract, its CSV beside it, each prompt's
 * address leading to that prompt's page, and the schema at /catalog/schema.json.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CatalogDocument } from '../../src/api/contract/catalog';
import { fetchPage } from './support/html';
import { DEFAULT_LOCALE, LOCALES, PROMPT_COUNT, type Locale } from './support/site';

async function catalogOf(request: APIRequestContext, locale: Locale) {
  const answer = await request.get(`/catalog/${locale}.json`);
  expect(answer.status(), locale).toBe(200);
  const catalog = CatalogDocument.parse(await answer.json());
  expect(catalog.locale).toBe(locale);
  expect(catalog.count).toBe(PROMPT_COUNT);
  return catalog;
}

test('every locale lists every prompt with working page addresses, and a CSV beside it', async ({ request }) => {
  for (const locale of LOCALES) {
    const catalog = await catalogOf(request, locale);
    const prompt = catalog.prompts[41]!;
    const page = await fetchPage(request, prompt.path);
    expect(page.status, prompt.path).toBe(200);
    expect(page.titles, prompt.path).toEqual([prompt.title]);

    const csv = await request.get(`/catalog/${locale}.csv`);
    expect(csv.status(), locale).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  }
});

// Once in a browser: the address opens the prompt's page with its title as the heading.
test(`/catalog/${DEFAULT_LOCALE}.json's page addresses open in a browser`, async ({ page, request }) => {
  const prompt = (await catalogOf(request, DEFAULT_LOCALE)).prompts[41]!;
  expect((await page.goto(prompt.path))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(prompt.title);
});

test('/catalog/schema.json describes the catalogue', async ({ request }) => {
  const answer = await request.get('/catalog/schema.json');
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ title: 'PromptDeck catalogue', type: 'object' });
});
