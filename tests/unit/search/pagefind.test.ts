import { describe, expect, it } from 'vitest';
import { siteRootUrl, toRoutePath } from '@site/src/search/pagefind';

describe('siteRootUrl', () => {
  it('drops the locale segment of a locale base URL', () => {
    expect(siteRootUrl('/it/', 'it')).toBe('/');
    expect(siteRootUrl('/docs-site/ar/', 'ar')).toBe('/docs-site/');
  });
  it('keeps the default locale base URL', () => {
    expect(siteRootUrl('/', null)).toBe('/');
  });
});

describe('toRoutePath', () => {
  it('removes index.html, .html and trailing slashes of pages', () => {
    expect(toRoutePath('/it/docs/deploy/')).toBe('/it/docs/deploy');
    expect(toRoutePath('/it/prompt/12.html')).toBe('/it/prompt/12');
    expect(toRoutePath('/it/docs/guides/faq/index.html')).toBe('/it/docs/guides/faq');
  });
  it('keeps the slash of locale homes and of the docs and user roots', () => {
    expect(toRoutePath('/')).toBe('/');
    expect(toRoutePath('/it/')).toBe('/it/');
    expect(toRoutePath('/it/docs/')).toBe('/it/docs/');
    expect(toRoutePath('/en/user/')).toBe('/en/user/');
  });
});
