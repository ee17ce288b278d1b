/**
 * What the server writes about a request: method, path and host, never the client's IP address
 * (the privacy policy keeps addresses to the rate limits), its cookie or its access token.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../../server/app';
import { createTestApp, type TestApp } from '../helpers/app';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

describe('request log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: { ...loggerOptions('info'), stream: sink } });
  });
  afterAll(async () => t.close());

  it('names the request but not the address, the cookie or the token it came with', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.77',
      headers: { cookie: 'pd_session=secret-cookie-value', authorization: 'Basic c2VjcmV0LXBhc3N3b3Jk' },
    });
    const incoming = lines.map((line) => JSON.parse(line) as { msg?: string; req?: unknown });
    const entry = incoming.find((line) => line.msg === 'incoming request');
    expect(entry?.req).toEqual({ method: 'GET', url: '/api/health', host: 'localhost:80' });
    const all = lines.join('\n');
    expect(all).not.toContain('203.0.113.77');
    expect(all).not.toContain('secret-cookie-value');
    expect(all).not.toContain('c2VjcmV0LXBhc3N3b3Jk');
  });
});
