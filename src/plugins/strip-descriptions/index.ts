import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Runs ./loader.cjs over the site's own sources before they are compiled, so translator
 * descriptions never reach the browser (./strip.cjs says why and what exactly is removed).
 */
export default function stripDescriptionsPlugin(context: { siteDir: string }): Plugin {
  return {
    name: 'promptdeck-strip-descriptions',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.[cm]?[jt]sx?$/,
              include: [path.join(context.siteDir, 'src')],
              exclude: [path.join(context.siteDir, 'src', 'plugins')],
              enforce: 'pre' as const,
              use: [{ loader: path.join(__dirname, 'loader.cjs') }],
            },
          ],
        },
      };
    },
  };
}
