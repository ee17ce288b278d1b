import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Chunk, Module } from 'webpack';

/**
 * Docusaurus splits node_modules into shared chunks but copies the site's own modules into
 * every lazily loaded chunk that uses them. A page whose live parts come in several chunks
 * then downloaded the shared code once per chunk: on a prompt page, the vote buttons and the
 * comments each carried the API error messages, the antd area and the text limits (some 6 KB
 * gzip twice). In the browser bundle, site modules used by two lazily loaded chunks or more
 * go into a chunk of their own, loaded once, when they add up to `MIN_SHARED_BYTES`.
 */
export const MIN_SHARED_BYTES = 10_000;

export default function sharedChunksPlugin(context: LoadContext): Plugin {
  const siteCode = [path.join(context.siteDir, 'src'), context.generatedFilesDir].map((dir) => dir + path.sep);
  return {
    name: 'promptdeck-shared-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              sharedSiteCode: {
                test: (module: Module) =>
                  siteCode.some((dir) => (module as { resource?: string }).resource?.startsWith(dir) ?? false),
                // Parts loaded with import() by the code (unnamed); route chunks (named by Docusaurus) keep their copies.
                chunks: (chunk: Chunk) => !chunk.name,
                minChunks: 2,
                minSize: MIN_SHARED_BYTES,
                priority: 10,
                reuseExistingChunk: true,
              },
            },
          },
        },
      };
    },
  };
}
