import QRCode from 'qrcode';
import { normalizeUrl } from '@docusaurus/utils';

export interface CommunityQr {
  /** What the code opens. */
  url: string;
  /** The code as an SVG document (dark modules on a light square, quiet zone included). */
  svg: string;
}

/** The community address of a locale's site: COMMUNITY_URL when set, else its own community page. */
export function communityUrl(siteUrl: string, baseUrl: string, configured?: string): string {
  return configured ?? `${siteUrl.replace(/\/+$/, '')}${normalizeUrl([baseUrl, 'community-prompts'])}`;
}

/** Generated at build time, so the page ships an image and no QR code library. */
export async function communityQr(url: string): Promise<CommunityQr> {
  const svg = await QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return { url, svg };
}
