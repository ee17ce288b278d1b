/**
 * What the server writes about a request: method, path and host, never the client's IP address
 * (the privacy policy keeps addresses to the rate limits), its cookie or its access token, nor a
 * reset code or an email address (the query strings of auth routes and reset pages).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../../server/app';
import { Agent, createTestApp, registerUser, type TestApp } from '../helpers/app';
import { resetCodeFrom, resetLinkFrom } from '../helpers/mail';

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

describe('request log of a password reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logger: { ...loggerOptions('info'), stream: sink } });
  });
  afterAll(async () => t.close());

  it('keeps neither the reset code nor the email address, whichever way the link is opened', async () => {
    const ada = await registerUser(t.app, 'ada_resets');
    const email = ada.user!.email;
    lines.length = 0;
    expect((await new Agent(t.app).post('/api/auth/forgot-password', { email, locale: 'en' })).status).toBe(202);
    const mail = t.mailer.lastTo(email)!;
    const code = resetCodeFrom(mail.text)!;
    const link = resetLinkFrom(mail.text);
    // The mailed link carries both in its fragment, which a browser never sends.
    expect(link.search).toBe('');
    expect(new URLSearchParams(link.hash.slice(1))).toEqual(new URLSearchParams({ email, code }));
    const query = `?${new URLSearchParams({ email, code })}`;
    const opened = [
      `${link.pathname}`,
      // Links mailed before the fragment, under any locale prefix and spelling of the path.
      `${link.pathname}${query}`,
      `/reset-password${query}`,
      `/ar/reset-password/${query}`,
      `//en//Reset-Password${query}`,
      `/en/%72eset-password${query}`,
      '/reset-password?email=a%40b.c&code=ABCD2345',
      // The auth routes' queries are never kept either.
      `/api/auth/me${query}`,
      `/api/auth/reset-password${query}`,
    ];
    for (const url of opened) await t.app.inject({ method: 'GET', url });
    const reset = await new Agent(t.app).post('/api/auth/reset-password', { email, code, password: 'a new one, long' });
    expect(reset.status).toBe(200);

    const logged = lines.map((line) => JSON.parse(line) as { msg?: string; req?: { url: string } });
    const urls = logged.filter((line) => line.msg === 'incoming request').map((line) => line.req!.url);
    expect(urls).toContain(link.pathname);
    expect(urls).toContain('/ar/reset-password/');
    expect(urls).toContain('/api/auth/me');
    const all = lines.join('\n');
    for (const secret of [code, email, encodeURIComponent(email), 'ABCD2345', 'a%40b.c', 'ada_resets'])
      expect(all).not.toContain(secret);
  });

  it('keeps the query of other pages and routes', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/community/prompts?q=reset&pageSize=5' });
    await t.app.inject({ method: 'GET', url: '/en/reset-password-help?tab=x' });
    const urls = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url: string } })
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.req!.url);
    expect(urls).toEqual(['/api/community/prompts?q=reset&pageSize=5', '/en/reset-password-help?tab=x']);
  });
});
