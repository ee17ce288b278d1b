import { describe, expect, it } from 'vitest';
import { TOKEN_LIMITS } from '@site/src/api/limits';
import { browserOf } from '@site/src/pages/user/_utils/browserOf';
import { extensionTokenName } from '@site/src/pages/user/_utils/extensionTokenName';

const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromiumLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/131.0.0.0 Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  vivaldiWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Vivaldi/7.0',
};

describe('browserOf', () => {
  it.each([
    [UA.chromeLinux, 'Chrome', 'Linux'],
    [UA.chromiumLinux, 'Chromium', 'Linux'],
    [UA.edgeWindows, 'Edge', 'Windows'],
    [UA.operaMac, 'Opera', 'macOS'],
    [UA.firefoxWindows, 'Firefox', 'Windows'],
    [UA.firefoxLinux, 'Firefox', 'Linux'],
    [UA.firefoxAndroid, 'Firefox', 'Android'],
    [UA.safariMac, 'Safari', 'macOS'],
    [UA.safariIphone, 'Safari', 'iOS'],
    [UA.chromeAndroid, 'Chrome', 'Android'],
    [UA.samsungAndroid, 'Samsung Internet', 'Android'],
    [UA.chromeOs, 'Chrome', 'ChromeOS'],
    [UA.vivaldiWindows, 'Vivaldi', 'Windows'],
  ])('%s → %s on %s', (userAgent, browser, system) => {
    expect(browserOf(userAgent)).toEqual({ browser, system });
  });

  it('names nothing it does not know', () => {
    expect(browserOf('')).toEqual({ browser: null, system: null });
    expect(browserOf('curl/8.5.0')).toEqual({ browser: null, system: null });
    expect(browserOf('SomeBrowser/1.0 (Windows NT 10.0)')).toEqual({ browser: null, system: 'Windows' });
  });
});

describe('extensionTokenName', () => {
  it('names the browser and its system, the browser alone, or the extension alone', () => {
    expect(extensionTokenName(UA.chromeLinux)).toBe('PromptDeck extension – Chrome on Linux');
    expect(extensionTokenName('Mozilla/5.0 Firefox/133.0')).toBe('PromptDeck extension – Firefox');
    expect(extensionTokenName('curl/8.5.0')).toBe('PromptDeck extension');
  });

  it('fits the token name limit', () => {
    for (const userAgent of Object.values(UA))
      expect(extensionTokenName(userAgent).length).toBeLessThanOrEqual(TOKEN_LIMITS.TOKEN_NAME_MAX);
  });
});
