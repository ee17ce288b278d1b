/**
 * The curated catalogue refreshed from the site: with the site reachable, the background keeps
 * the site's `/catalog/<locale>.json` in storage.local (the last good copy), and the library reads it.
 */
import { catalogStorageKey } from '../../extension/lib/data/storageKeys';
import { setSettings, storedValue } from './support/chat';
import { expect, test } from './support/extension';

test('the background keeps the site’s catalogue as the last good copy', async ({
  background,
  baseURL,
  request,
  openExtensionPage,
}) => {
  const published = await request.get('/catalog/en.json');
  expect(published.ok()).toBe(true);
  const { count } = (await published.json()) as { count: number };

  await setSettings(background, { site: baseURL, uiLocale: 'en', promptLocale: 'en' });
  // The side panel asks for the library first thing; the refresh follows the answer.
  await openExtensionPage('sidepanel.html');
  const stored = async () => {
    const copy = (await storedValue(background, catalogStorageKey('en'))) as
      { site: string; document: { count: number } } | undefined;
    return copy && { site: copy.site, count: copy.document.count };
  };
  await expect.poll(stored).toEqual({ site: baseURL, count });
});
