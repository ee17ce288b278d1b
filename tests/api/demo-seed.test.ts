/**
 * The demo account (whose password is published) is created only on a local
 * set-up or when asked for: SEED_DEMO=true, or SITE_URL on localhost,
 * 127.0.0.1 or [::1] unless SEED_DEMO=false.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const seeds = (env: Record<string, string>) => loadConfig(env).seedDemo;

describe('demo seeding', () => {
  it.each([['http://localhost:3000'], ['http://LOCALHOST:8080/'], ['http://127.0.0.1:3000'], ['http://[::1]:3000']])(
    'seeds when SITE_URL is the local address %s',
    (siteUrl) => {
      expect(seeds({ SITE_URL: siteUrl })).toBe(true);
      expect(seeds({ SITE_URL: siteUrl, NODE_ENV: 'production' })).toBe(true);
      expect(seeds({ SITE_URL: siteUrl, SEED_DEMO: '' })).toBe(true);
    },
  );

  it('seeds with the default SITE_URL (http://localhost:PORT)', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(seeds({})).toBe(true);
  });

  it.each([
    ['https://prompts.example.com'],
    ['http://192.168.1.20:3000'],
    ['http://localhost.example.com'],
    ['http://127.0.0.2:3000'],
    ['http://prompts.local'],
  ])('does not seed a site at %s unless SEED_DEMO=true', (siteUrl) => {
    expect(seeds({ SITE_URL: siteUrl })).toBe(false);
    expect(seeds({ SITE_URL: siteUrl, NODE_ENV: 'development' })).toBe(false);
    expect(seeds({ SITE_URL: siteUrl, SEED_DEMO: 'false' })).toBe(false);
    expect(seeds({ SITE_URL: siteUrl, SEED_DEMO: 'true' })).toBe(true);
    expect(seeds({ SITE_URL: siteUrl, SEED_DEMO: '1' })).toBe(true);
  });

  it('SEED_DEMO=false wins over a local SITE_URL', () => {
    expect(seeds({ SITE_URL: 'http://localhost:3000', SEED_DEMO: 'false' })).toBe(false);
    expect(seeds({ SITE_URL: 'http://127.0.0.1:3000', SEED_DEMO: '0' })).toBe(false);
  });
});
