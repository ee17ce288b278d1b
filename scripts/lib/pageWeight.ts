/**
 * The page-weight budget: how much JavaScript (gzip) a page may load, and how it is weighed. One
 * home for both readers: `npm run bench` prints the figures next to these targets, and
 * tests/e2e/page-weight.spec.ts fails the e2e run when the production build goes over one.
 *
 * The targets are the figures measured on the build of issue 28 (the worst of zh, en and ar)
 * plus about 2 KB, raised by what the two plugins dropped then saved (tslib-helper and
 * pure-barrels, 3.6-8.5 KB: src/plugins/README.md). Each build plugin left under src/plugins/
 * saves at least 5 KB on some page, so an upgrade that turns one into a silent no-op fails here.
 * A change that adds weight on purpose raises the target in the same commit, and says why.
 */
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { DEFAULT_LOCALE } from '../../src/config/locales';

export interface WeighedPage {
  label: string;
  route: string;
  /** `first`: what loads by the `load` event; `all`: once the live parts (antd, react-query, their chunks and strings) have loaded too. */
  load: 'first' | 'all';
  /** gzip KB; pages without one are only printed by the bench. */
  targetKb?: number;
}

export const WEIGHED_PAGES: readonly WeighedPage[] = [
  { label: 'home page, first load', route: '/', load: 'first', targetKb: 162 },
  { label: 'home page, with its live parts', route: '/', load: 'all' },
  { label: '/prompt/42, first load', route: '/prompt/42', load: 'first', targetKb: 148 },
  { label: '/prompt/42, with votes, favorites, comments', route: '/prompt/42', load: 'all', targetKb: 265 },
  { label: '/community-prompts, first load', route: '/community-prompts', load: 'first', targetKb: 201 },
  { label: '/community-prompts, with its live parts', route: '/community-prompts', load: 'all', targetKb: 242 },
  { label: '/docs/', route: '/docs/', load: 'all' },
  { label: '/user/auth, visitor', route: '/user/auth', load: 'all', targetKb: 245 },
  { label: '/user/, visitor', route: '/user/', load: 'all', targetKb: 209 },
  { label: '/user/favorite, visitor', route: '/user/favorite', load: 'all', targetKb: 240 },
];

/** The locales weighed: the default one (at the root) first, then one left-to-right and one right-to-left. */
export const WEIGHED_LOCALES = ['zh', 'en', 'ar'] as const;

/** The path of a weighed route in a locale (the default locale is at the root). */
export const weighedPath = (locale: (typeof WEIGHED_LOCALES)[number], route: string) =>
  locale === DEFAULT_LOCALE ? route : `/${locale}${route}`;

/** The JavaScript a page loads, gzip bytes: by the `load` event, and once its live parts have loaded too. */
export interface JsWeight {
  first: number;
  all: number;
}

/**
 * Opens `url` in `page` and sums the gzip size (level 9) of every script it loads: by the `load`
 * event, and after the live parts have started (when the browser is idle) and the network is quiet.
 */
export async function jsWeightOf(page: Page, url: string): Promise<JsWeight> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response.body().then(
        (body) => zlib.gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  const sum = async (list: Promise<number>[]) => (await Promise.all(list)).reduce((a, b) => a + b, 0);
  await page.goto(url, { waitUntil: 'load' });
  const first = await sum([...sizes]);
  await page.waitForLoadState('networkidle');
  // Live parts start when the browser is idle, then load antd, react-query and their chunks.
  await page.waitForTimeout(2500);
  await page.waitForLoadState('networkidle');
  return { first, all: await sum(sizes) };
}
