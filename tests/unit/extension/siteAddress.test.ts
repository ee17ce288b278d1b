import { describe, expect, it } from 'vitest';
import { connectPageUrl, parseSiteAddress } from '@site/extension/lib/siteAddress';

describe('parseSiteAddress', () => {
  it('keeps an https address as origin and path, without the trailing slash, query or fragment', () => {
    expect(parseSiteAddress(' https://Prompts.example.com/ ')).toBe('https://prompts.example.com');
    expect(parseSiteAddress('https://example.com/deck/?a=1#x')).toBe('https://example.com/deck');
  });

  it('takes plain http only on this computer', () => {
    expect(parseSiteAddress('http://localhost:3000')).toBe('http://localhost:3000');
    expect(parseSiteAddress('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000');
    expect(parseSiteAddress('http://example.com')).toBeUndefined();
  });

  it('refuses what is not a web address, or carries credentials', () => {
    for (const input of ['', 'example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://a:b@example.com'])
      expect(parseSiteAddress(input), input).toBeUndefined();
  });
});

describe('connectPageUrl', () => {
  it('puts the connect page under the locale’s path, Chinese at the root', () => {
    expect(connectPageUrl('https://example.com/deck', 'fr')).toBe('https://example.com/deck/fr/user/extension');
    expect(connectPageUrl('https://example.com', 'zh')).toBe('https://example.com/user/extension');
  });
});
