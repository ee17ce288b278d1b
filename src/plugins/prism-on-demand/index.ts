import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * The classic theme registers `prism.additionalLanguages` in a client module,
 * which puts prism-react-renderer (about 25 KB gzip) into every page's main
 * bundle. This replaces that module with an empty one; src/theme/CodeBlock
 * registers the languages instead, so only pages that show code load Prism.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'promptdeck-prism-on-demand',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.resolve(__dirname, 'empty.js'),
          ),
        ],
      };
    },
  };
}
