import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { HtmlTagObject, LoadContext, PluginConfig } from '@docusaurus/types';
import ResetPasswordForm from '@site/src/components/account/ResetPasswordForm';
import { RESET_LINK_GLOBAL, RESET_LINK_HEAD_SCRIPT } from '@site/src/components/account/ResetPasswordForm/resetLink';
import { installMockApi } from '../../support/apiMock';
import { renderLive } from '../../support/render';

installMockApi();

const MAILED = '/en/reset-password?email=demo%40example.test&code=ABCD2345&utm_source=mail#top';

type Globals = Record<string, unknown>;
const globals = globalThis as unknown as Globals;
const win = window as unknown as Globals;

afterEach(() => {
  delete win[RESET_LINK_GLOBAL];
  delete globals[RESET_LINK_GLOBAL];
  delete win.dataLayer;
  delete globals.dataLayer;
  window.history.replaceState(null, '', '/');
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The inline head scripts of the site's plugins with GTAG_ID set, in the order the build writes them. */
async function headScriptsWithAnalytics(): Promise<string[]> {
  vi.stubEnv('GTAG_ID', 'G-TEST1234');
  vi.resetModules();
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
  it('loses its email and code before gtag sends the page address, and still fills the form', async () => {
    const scripts = await headScriptsWithAnalytics();
    expect(scripts).toHaveLength(2);
    window.history.replaceState(null, '', MAILED);
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
      expect(address).toBe('http://localhost:3000/en/reset-password?utm_source=mail#top');
    }

    renderLive(<ResetPasswordForm />, { route: '/en/reset-password?utm_source=mail' });
    expect(await screen.findByLabelText('Email')).toHaveValue('demo@example.test');
    expect(screen.getByLabelText('Reset code')).toHaveValue('ABCD2345');
  });

  it('leaves other pages and reset pages without the values alone', () => {
    for (const address of ['/en/prompt/42?code=1&email=x', '/reset-password-help?code=1', '/en/reset-password?tab=x']) {
      window.history.replaceState(null, '', address);
      (0, eval)(RESET_LINK_HEAD_SCRIPT);
      expect(`${window.location.pathname}${window.location.search}`).toBe(address);
      expect(win[RESET_LINK_GLOBAL] ?? globals[RESET_LINK_GLOBAL]).toBeUndefined();
    }
    for (const address of ['/reset-password?code=ZZ', '/ja/reset-password/?email=a%40b.c']) {
      window.history.replaceState(null, '', address);
      (0, eval)(RESET_LINK_HEAD_SCRIPT);
      expect(window.location.search).toBe('');
    }
  });
});
