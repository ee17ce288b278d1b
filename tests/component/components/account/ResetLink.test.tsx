import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { HtmlTagObject, LoadContext, PluginConfig } from '@docusaurus/types';
import ResetPasswordForm from '@site/src/components/account/ResetPasswordForm';
import { RESET_LINK_GLOBAL, RESET_LINK_HEAD_SCRIPT } from '@site/src/components/account/ResetPasswordForm/resetLink';
import { installMockApi } from '../../support/apiMock';
import { renderLive } from '../../support/render';

installMockApi();

/** The link as mailed (email and code in the fragment), with a parameter a mail client might add. */
const MAILED = '/en/reset-password?utm_source=mail#email=demo%40example.test&code=ABCD2345';
/** A link mailed before the fragment: the values in the query. */
const MAILED_BEFORE = '/en/reset-password?email=demo%40example.test&code=ABCD2345&utm_source=mail#top';

type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;
const win = window as unknown as Globals;

afterEach(() => {
  delete win[RESET_LINK_GLOBAL];
  delete globals[RESET_LINK_GLOBAL];
  delete win.dataLayer;
  delete globals.dataLayer;
  window.history.replaceState(null, '', '/');
});

/**
 * The inline head scripts of the site's plugins with GTAG_ID set, in the order the build writes them,
 * read once before the tests. This file's module registry has not loaded the site's config yet, so the
 * import below evaluates it with the stubbed variables: no module reset, which would leave the renders
 * of later tests with a second copy of React and antd (and a render scheduled after the test's end).
 */
let headScripts: string[] = [];
beforeAll(async () => {
  try {
    headScripts = await readHeadScriptsWithAnalytics();
  } finally {
    vi.unstubAllEnvs();
  }
}, 120_000);

async function readHeadScriptsWithAnalytics(): Promise<string[]> {
  vi.stubEnv('GTAG_ID', 'G-TEST1234');
  const { default: config } = await import('@site/docusaurus.config');
  // The gtag plugin only injects anything in production builds.
  vi.stubEnv('NODE_ENV', 'production');
  const { default: gtagPlugin } = await import('@docusaurus/plugin-google-gtag');
  const scripts: string[] = [];
  for (const entry of (config.plugins ?? []) as PluginConfig[]) {
    let tags: unknown;
    if (typeof entry === 'function' && entry.name === 'resetLinkGuardPlugin') {
      tags = (entry as unknown as () => { injectHtmlTags: () => { headTags: unknown } })().injectHtmlTags().headTags;
    } else if (Array.isArray(entry) && entry[0] === '@docusaurus/plugin-google-gtag') {
      const options = entry[1] as { trackingID: string; anonymizeIP: boolean };
      const plugin = gtagPlugin({} as LoadContext, {
        trackingID: [options.trackingID],
        anonymizeIP: options.anonymizeIP,
      });
      tags = (plugin?.injectHtmlTags?.({ content: undefined }) as { headTags: unknown }).headTags;
    } else continue;
    for (const tag of tags as HtmlTagObject[])
      if (tag.tagName === 'script' && tag.innerHTML) scripts.push(tag.innerHTML);
  }
  return scripts;
}

describe('the mailed reset link', () => {
  it.each([
    ['in the fragment', MAILED, 'http://localhost:3000/en/reset-password?utm_source=mail'],
    ['in the query (mailed before)', MAILED_BEFORE, 'http://localhost:3000/en/reset-password?utm_source=mail#top'],
  ])(
    'loses its email and code %s before gtag sends the page address, and still fills the form',
    async (_, mailed, kept) => {
      const scripts = headScripts;
      expect(scripts).toHaveLength(2);
      window.history.replaceState(null, '', mailed);
      // What gtag.js would read when it handles each queued command: the address at that moment.
      const addressAtPush: string[] = [];
      const dataLayer: unknown[] = [];
      dataLayer.push = (...items: unknown[]) => {
        addressAtPush.push(window.location.href);
        return Array.prototype.push.apply(dataLayer, items);
      };
      win.dataLayer = dataLayer;
      globals.dataLayer = dataLayer;
      for (const script of scripts) (0, eval)(script);

      const commands = dataLayer.map((args) => (args as IArguments)[0]);
      expect(commands).toEqual(['js', 'config']);
      expect(addressAtPush).toHaveLength(2);
      for (const address of addressAtPush) {
        expect(address).not.toMatch(/email|code|demo|ABCD2345/);
        expect(address).toBe(kept);
      }

      const { unmount } = renderLive(<ResetPasswordForm />, { route: '/en/reset-password?utm_source=mail' });
      expect(await screen.findByLabelText('Email')).toHaveValue('demo@example.test');
      expect(screen.getByLabelText('Reset code')).toHaveValue('ABCD2345');
      // Unmounted here, inside the test: nothing of the form is left to render after the environment closes.
      unmount();
    },
  );

  it('is read and taken out of the address by the form when no page load ran the head script', async () => {
    for (const mailed of [MAILED, MAILED_BEFORE]) {
      const { where } = renderLive(<ResetPasswordForm />, { route: mailed });
      expect(await screen.findByLabelText('Email')).toHaveValue('demo@example.test');
      expect(screen.getByLabelText('Reset code')).toHaveValue('ABCD2345');
      await waitFor(() => expect(where.location?.search).toBe('?utm_source=mail'));
      expect(where.location?.hash).toBe(mailed === MAILED ? '' : '#top');
      // Unmounted inside the test, before the next address (and before the environment closes).
      cleanup();
    }
  });

  it('leaves other pages and reset pages without the values alone', () => {
    for (const address of ['/en/prompt/42?code=1&email=x', '/reset-password-help?code=1', '/en/reset-password?tab=x']) {
      window.history.replaceState(null, '', address);
      (0, eval)(RESET_LINK_HEAD_SCRIPT);
      expect(`${window.location.pathname}${window.location.search}`).toBe(address);
      expect(win[RESET_LINK_GLOBAL] ?? globals[RESET_LINK_GLOBAL]).toBeUndefined();
    }
    for (const address of ['/en/reset-password#top', '/en/reset-password?tab=x#section']) {
      window.history.replaceState(null, '', address);
      (0, eval)(RESET_LINK_HEAD_SCRIPT);
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(address);
    }
    for (const address of [
      '/reset-password?code=ZZ',
      '/ja/reset-password/?email=a%40b.c',
      '/reset-password#code=ZZ',
      '/ja/reset-password/#email=a%40b.c&code=ZZ',
    ]) {
      window.history.replaceState(null, '', address);
      (0, eval)(RESET_LINK_HEAD_SCRIPT);
      expect(window.location.search).toBe('');
      expect(window.location.hash).toBe('');
    }
  });
});
