import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { communityQr, communityUrl } from '@site/src/plugins/community-qr/qr';

describe('community QR code', () => {
  it('points at this site’s community page in the page’s language, or at COMMUNITY_URL', () => {
    expect(communityUrl('https://prompts.example.com', '/')).toBe('https://prompts.example.com/community-prompts');
    expect(communityUrl('https://prompts.example.com/', '/ar/')).toBe(
      'https://prompts.example.com/ar/community-prompts',
    );
    expect(communityUrl('https://prompts.example.com', '/ar/', 'https://chat.example.org/join')).toBe(
      'https://chat.example.org/join',
    );
  });

  it('draws the code of that address as SVG, dark on white', async () => {
    const url = 'https://prompts.example.com/en/community-prompts';
    const qr = await communityQr(url);
    expect(qr.url).toBe(url);
    expect(qr.svg).toMatch(/^<svg[^>]+viewBox="0 0 (\d+) \1"/);
    expect(qr.svg).toContain('fill="#ffffff"');
    expect(qr.svg).toContain('stroke="#000000"');
    // The modules are those of the address's own QR code (another address draws another code).
    const modules = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
    expect(qr.svg).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`);
    expect((await communityQr('https://prompts.example.com/bn/community-prompts')).svg).not.toBe(qr.svg);
  });
});
