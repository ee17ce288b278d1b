import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { readSiteEnv } from '../../config/env';
import { communityQr, communityUrl } from './qr';

export const PLUGIN_NAME = 'promptdeck-community-qr';

/** The /QR-code page of each locale, with the code of the community address drawn at build time. */
export default function communityQrPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async contentLoaded({ actions }) {
      const url = communityUrl(context.siteConfig.url, context.baseUrl, readSiteEnv().COMMUNITY_URL);
      const data = await actions.createData('qr.json', JSON.stringify(await communityQr(url)));
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'QR-code']),
        component: '@site/src/components/CommunityQrPage',
        exact: true,
        modules: { qr: data },
      });
    },
  };
}
