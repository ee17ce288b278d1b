import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** antd imports of tooltip parts the site never renders: the importing module, the request, and what would need it. */
export const UNUSED_TOOLTIP_IMPORTS = [
  {
    issuer: /[\\/]antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/,
    request: '../tooltip',
    neededFor: 'Form.Item’s `tooltip` prop',
  },
  {
    issuer: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    request: '../tooltip/UniqueProvider',
    neededFor: 'ConfigProvider’s `tooltip={{ unique: true }}`',
  },
] as const;

/**
 * antd's form labels import Tooltip (for Form.Item's `tooltip` prop) and its ConfigProvider
 * imports the provider of "unique" tooltips, which pulls in Trigger. The site uses neither, yet
 * every page with antd (forms, votes, comments) loaded them: some 13 KB gzip. In the browser
 * bundle those imports get ./NotBundled, which throws if ever rendered; a test checks that no
 * code in src/ passes a `tooltip`. Components that show tooltips themselves (Popconfirm) keep them.
 */
export default function antdUnusedTooltipsPlugin(): Plugin {
  return {
    name: 'promptdeck-antd-unused-tooltips',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: UNUSED_TOOLTIP_IMPORTS.map(
          ({ issuer, request }) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(
              new RegExp(`^${request.replace(/[./]/g, '\\$&')}$`),
              (resolveData: { request: string; contextInfo: { issuer: string } }) => {
                if (issuer.test(resolveData.contextInfo.issuer))
                  resolveData.request = path.resolve(__dirname, 'NotBundled.tsx');
              },
            ),
        ),
      };
    },
  };
}
