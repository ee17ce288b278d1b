import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** The module of antd's form labels, whose `../tooltip` import this plugin replaces. */
export const FORM_LABEL_MODULE = /[\\/]antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/;

/**
 * antd's form labels import Tooltip for Form.Item's `tooltip` prop, which the site never uses:
 * every form (sign-in, comments, feedback …) loaded antd's Tooltip and the Trigger it sits on,
 * some 14 KB gzip. In the browser bundle, that import gets ./NoTooltip instead; a test checks
 * that no Form.Item in src/ has a `tooltip`. Tooltips elsewhere (Popconfirm) are unchanged.
 */
export default function formLabelTooltipPlugin(): Plugin {
  return {
    name: 'promptdeck-form-label-tooltip',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\.\/tooltip$/, (resolveData: { request: string; contextInfo: { issuer: string } }) => {
            if (FORM_LABEL_MODULE.test(resolveData.contextInfo.issuer)) resolveData.request = path.resolve(__dirname, 'NoTooltip.tsx');
          }),
        ],
      };
    },
  };
}
