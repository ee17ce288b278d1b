import { describe, expect, it } from 'vitest';
import { connectScriptIsBuiltIn, OPTIONAL_SITE_PERMISSIONS, siteHostPermission } from '@site/extension/lib/connectPage';
import { parseSiteAddress } from '@site/extension/lib/siteAddress';

/** True when the manifest pattern `granted` (scheme://host/*, `*` host = any) covers the origin pattern `wanted`. */
function covers(granted: string, wanted: string): boolean {
  const [grantedScheme, grantedHost] = granted.split('/').filter(Boolean);
  const [wantedScheme, wantedHost] = wanted.split('/').filter(Boolean);
  return grantedScheme === wantedScheme && (grantedHost === '*' || grantedHost === wantedHost);
}

describe('siteHostPermission', () => {
  it('asks for the site’s host, whatever its port and path', () => {
    expect(siteHostPermission('https://prompts.example.com/deck')).toBe('https://prompts.example.com/*');
    expect(siteHostPermission('http://localhost:3000')).toBe('http://localhost/*');
    expect(siteHostPermission('http://127.0.0.1:3100')).toBe('http://127.0.0.1/*');
  });

  it('asks only for what the manifest lists among the optional permissions', () => {
    for (const input of ['https://prompts.example.com/deck', 'http://localhost:3000', 'http://127.0.0.1:3100']) {
      const wanted = siteHostPermission(parseSiteAddress(input)!);
      expect(
        OPTIONAL_SITE_PERMISSIONS.some((granted) => covers(granted, wanted)),
        wanted,
      ).toBe(true);
    }
    expect(OPTIONAL_SITE_PERMISSIONS).not.toContain('http://*/*');
  });
});

describe('connectScriptIsBuiltIn', () => {
  it('is true for the build’s site on any port, false for another host or path', () => {
    expect(connectScriptIsBuiltIn('http://localhost:3110', 'http://localhost:3000')).toBe(true);
    expect(connectScriptIsBuiltIn('http://127.0.0.1:3000', 'http://localhost:3000')).toBe(false);
    expect(connectScriptIsBuiltIn('https://prompts.example.com', 'http://localhost:3000')).toBe(false);
    expect(connectScriptIsBuiltIn('https://example.com/deck', 'https://example.com')).toBe(false);
  });
});
