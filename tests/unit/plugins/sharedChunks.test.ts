import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LoadContext, Plugin } from '@docusaurus/types';
import config from '@site/docusaurus.config';
import sharedChunksPlugin, { MIN_SHARED_BYTES } from '@site/src/plugins/shared-chunks';
import { SITE_DIR } from '../support/staticImports';

interface CacheGroup {
  test: (module: { resource?: string }) => boolean;
  chunks: (chunk: { name?: string | null }) => boolean;
  minChunks: number;
  minSize: number;
}

function cacheGroupFor(isServer: boolean): CacheGroup | undefined {
  const generatedFilesDir = path.join(SITE_DIR, '.docusaurus');
  const plugin = sharedChunksPlugin({ siteDir: SITE_DIR, generatedFilesDir } as LoadContext) as Plugin;
  // @ts-expect-error: the plugin reads neither the config nor the bundler utilities
  const result = plugin.configureWebpack!({}, isServer, {}, undefined) as {
    optimization?: { splitChunks: { cacheGroups: Record<string, CacheGroup> } };
  };
  return result.optimization?.splitChunks.cacheGroups.sharedSiteCode;
}

describe('chunks of site code shared by lazily loaded parts', () => {
  it('take the site’s modules used by two parts loaded with import() or more, in the browser bundle', () => {
    expect(config.plugins).toContain(sharedChunksPlugin);
    const group = cacheGroupFor(false)!;
    expect(group.test({ resource: path.join(SITE_DIR, 'src/api/errorMessages.ts') })).toBe(true);
    expect(
      group.test({ resource: path.join(SITE_DIR, '.docusaurus/promptdeck-split-strings/src--api--errorMessages.js') }),
    ).toBe(true);
    expect(group.test({ resource: path.join(SITE_DIR, 'node_modules/antd/es/button/index.js') })).toBe(false);
    expect(group.test({})).toBe(false);
    expect(group).toMatchObject({ minChunks: 2, minSize: MIN_SHARED_BYTES });
  });

  it('leave route chunks (named by Docusaurus) as they are, and the server bundle alone', () => {
    const group = cacheGroupFor(false)!;
    expect(group.chunks({ name: '459b3061' })).toBe(false);
    expect(group.chunks({ name: null })).toBe(true);
    expect(group.chunks({})).toBe(true);
    expect(cacheGroupFor(true)).toBeUndefined();
  });
});
