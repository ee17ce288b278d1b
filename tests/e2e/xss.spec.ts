import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueName } from './support/account';

/**
 * Twenty hostile strings in comments and in every field of a shared prompt:
 * each must show as text, no dialog may open and no script may run. Every
 * payload that could run sets `window.__xss` (or opens a dialog) when it does.
 */
const PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '<iframe src="javascript:parent.__xss = \'iframe\'"></iframe>',
  '<a href="javascript:window.__xss = \'href\'">click me</a>',
  'javascript:window.__xss="bare-link"',
  '<body onload="window.__xss = \'body\'">',
  '"><script>window.__xss = "attr-break"</script>',
  "'><img src=x onerror=alert('single')>",
  '<details open ontoggle="window.__xss = \'details\'">',
  '<input autofocus onfocus="window.__xss = \'input\'">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>@import "javascript:alert(1)";</style>',
  // A real placeholder named after Object.prototype's member, then a template-injection attempt.
  '{{constructor}} {{constructor.constructor("window.__xss = \'template\'")()}}',
  '${alert(1)}',
  '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  '[link](javascript:alert(1)) and **markdown**',
  'https://example.com/"onmouseover="window.__xss=1"',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '\u202Egnp.exe <b>bold?</b> &lt;escaped&gt; &amp;',
];

const HEADERS = { 'X-Requested-With': 'promptdeck' };

async function register(request: APIRequestContext, name: string) {
  const response = await request.post('/api/auth/register', {
    headers: HEADERS,
    data: {
      username: name,
      email: `${name}@example.test`.toLowerCase(),
      password: 'xss test password 1',
      agreeToTerms: true,
    },
  });
  expect(response.status()).toBe(201);
}

function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    async expectNothingRan() {
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    },
  };
}

test('twenty hostile strings in prompts and comments show as text and never run', async ({ page }) => {
  test.setTimeout(120_000);
  const marker = uniqueName('xss');
  await register(page.request, marker);

  // Five shared prompts carry the twenty payloads, one in each of title, text, remark and notes.
  const promptIds: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const [title, description, remark, notes] = PAYLOADS.slice(i * 4, i * 4 + 4);
    const response = await page.request.post('/api/prompts', {
      headers: HEADERS,
      data: {
        title: `${marker} ${i} ${title}`.slice(0, 120),
        description: `${marker} {{topic}} ${description}`,
        remark,
        notes,
        shared: true,
      },
    });
    expect(response.status()).toBe(201);
    promptIds.push(((await response.json()) as { prompt: { id: number } }).prompt.id);
  }
  for (const payload of PAYLOADS) {
    for (const [kind, ref] of [
      ['curated', 77],
      ['community', promptIds[0]],
    ] as const) {
      const response = await page.request.post(`/api/comments/${kind}/${ref}`, {
        headers: HEADERS,
        data: { text: `${marker} ${payload}` },
      });
      expect(response.status()).toBe(201);
    }
  }
  await page.request.put(`/api/favorites/community/${promptIds[1]}`, { headers: HEADERS });

  const watcher = watchForScripts(page);
  const visit = async (path: string, expectedText: string) => {
    await page.goto(path);
    await expect(page.locator('main').getByText(expectedText, { exact: false }).first()).toBeVisible();
    // Give late live parts (comments, votes) time to render and any injected handler time to fire.
    await page.waitForLoadState('networkidle');
    await page.mouse.move(200, 300);
    await watcher.expectNothingRan();
  };

  await visit(`/en/community-prompts?q=${marker}`, `${marker} 0`);
  for (const id of promptIds) await visit(`/en/community-prompts/?id=${id}`, `${marker} ${promptIds.indexOf(id)}`);
  await visit('/en/prompt/77', `${marker} ${PAYLOADS[19]}`);
  await visit(`/en/community-prompts/?id=${promptIds[0]}`, `${marker} ${PAYLOADS[18]}`);
  await visit('/en/user/favorite', `${marker} 1`);
  await visit('/en/user/', `${marker} 4`);

  // The comment payloads are on the page as the text that was typed, not as elements.
  await page.goto('/en/prompt/77');
  for (const payload of PAYLOADS.slice(-5))
    await expect(page.getByText(`${marker} ${payload}`, { exact: true }).first()).toBeVisible();
  expect(
    await page.locator('main img[src="x"], main svg[onload], main iframe, main object, main script:not([src])').count(),
  ).toBe(0);
  for (const href of await page
    .locator('main a')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
    expect(href.startsWith('javascript:')).toBe(false);
  }
  await watcher.expectNothingRan();
});
