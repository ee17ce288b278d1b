import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPTDECK_SITE, readExtensionEnv } from '@site/extension/buildEnv';
import { connectMatchPatterns } from '@site/extension/lib/connectPage';
import { parseSiteAddress } from '@site/extension/lib/siteAddress';

describe('readExtensionEnv', () => {
  it('defaults PROMPTDECK_SITE to the local site', () => {
    expect(readExtensionEnv({}).PROMPTDECK_SITE).toBe(DEFAULT_PROMPTDECK_SITE);
    expect(readExtensionEnv({ PROMPTDECK_SITE: '' }).PROMPTDECK_SITE).toBe(DEFAULT_PROMPTDECK_SITE);
  });

  it('reads an address as the options do', () => {
    for (const site of ['https://Prompts.example.com/', 'https://example.com/deck/', 'http://127.0.0.1:3100'])
      expect(readExtensionEnv({ PROMPTDECK_SITE: site }).PROMPTDECK_SITE).toBe(parseSiteAddress(site));
  });

  it('stops the build with the variable named when the address is not one the extension can use', () => {
    for (const site of ['prompts.example.com', 'ftp://example.com', 'http://example.com', 'https://a:b@example.com'])
      expect(() => readExtensionEnv({ PROMPTDECK_SITE: site }), site).toThrow(/PROMPTDECK_SITE/);
  });
});

describe('connectMatchPatterns', () => {
  it('matches the connect page in every locale, on the host whatever the port', () => {
    expect(connectMatchPatterns('http://localhost:3000')).toEqual([
      'http://localhost/user/extension*',
      'http://localhost/*/user/extension*',
    ]);
    expect(connectMatchPatterns('https://example.com/deck')).toEqual([
      'https://example.com/deck/user/extension*',
      'https://example.com/deck/*/user/extension*',
    ]);
  });
});
