import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteRootOf } from '@site/src/plugins/catalog';

describe('catalog plugin: the folder of the whole site', () => {
  it('is the folder of the default locale, and the parent of another locale’s', () => {
    expect(siteRootOf('/out/build', '/', '/')).toBe(path.resolve('/out/build'));
    expect(siteRootOf('/out/build/fr', '/fr/', '/')).toBe(path.resolve('/out/build'));
  });

  it('follows a site served below a path', () => {
    expect(siteRootOf('/out/build', '/docs/', '/docs/')).toBe(path.resolve('/out/build'));
    expect(siteRootOf('/out/build/ar', '/docs/ar/', '/docs/')).toBe(path.resolve('/out/build'));
  });
});
