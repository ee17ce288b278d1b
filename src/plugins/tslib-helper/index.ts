import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Modules whose `require('tslib')` gets ./importDefault instead. */
export const TSLIB_SHIM_ISSUER = /[\\/]@docusaurus[\\/]utils-common[\\/]/;

/**
 * @docusaurus/utils-common is CommonJS and requires tslib for one helper (`__importDefault`),
 * which brings the whole of tslib (about 4 KB gzip) into every page's main bundle. In the
 * browser bundle, its `require('tslib')` gets that helper alone; other modules keep tslib.
 */
export default function tslibHelperPlugin(): Plugin {
  return {
    name: 'promptdeck-tslib-helper',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /^tslib$/,
            (resolveData: { request: string; contextInfo: { issuer: string } }) => {
              if (TSLIB_SHIM_ISSUER.test(resolveData.contextInfo.issuer))
                resolveData.request = path.resolve(__dirname, 'importDefault.ts');
            },
          ),
        ],
      };
    },
  };
}
