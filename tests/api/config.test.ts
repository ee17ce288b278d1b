/**
 * The moderation variables of the environment (server/config.ts): ADMIN_USERNAMES,
 * REPORT_HIDE_THRESHOLD and NEW_ACCOUNT_HOURS are read, defaulted and refused with the
 * variable named, like every other setting; so are the search lanes' SEARCH_PRIORITY_*.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { DEMO_ADMIN } from '../../server/setup/demoAccounts';
import { POSTGRES_POOL_SIZE } from '../../server/db/poolSize';

const REMOTE = { SITE_URL: 'https://prompts.example.com' };

describe('ADMIN_USERNAMES', () => {
  it('reads comma-separated usernames, trimmed, without repeats (case-insensitive)', () => {
    expect(loadConfig({ ...REMOTE, ADMIN_USERNAMES: ' alice, Bob_2 ,carol-x,ALICE' }).adminUsernames).toEqual([
      'ALICE',
      'Bob_2',
      'carol-x',
    ]);
  });

  it('names nobody when unset, unless the demo seed is on (then the demo admin)', () => {
    expect(loadConfig(REMOTE).adminUsernames).toEqual([]);
    expect(loadConfig({ ...REMOTE, ADMIN_USERNAMES: '' }).adminUsernames).toEqual([]);
    expect(loadConfig({}).adminUsernames).toEqual([DEMO_ADMIN.username]);
    expect(loadConfig({ ...REMOTE, SEED_DEMO: 'true' }).adminUsernames).toEqual([DEMO_ADMIN.username]);
    expect(loadConfig({ ADMIN_USERNAMES: 'alice' }).adminUsernames).toEqual(['alice']);
  });

  it.each([['al'], ['alice,bad name'], ['élodie'], ['x'.repeat(33)]])('refuses %j at start-up', (value) => {
    expect(() => loadConfig({ ADMIN_USERNAMES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_USERNAMES: value })).toThrow(/ADMIN_USERNAMES/);
  });

  it('names at most 50 accounts', () => {
    const names = (count: number) => Array.from({ length: count }, (_, index) => `admin${index}`).join(',');
    expect(loadConfig({ ADMIN_USERNAMES: names(50) }).adminUsernames).toHaveLength(50);
    expect(() => loadConfig({ ADMIN_USERNAMES: names(51) })).toThrow(/ADMIN_USERNAMES may name at most 50/);
  });
});

describe('REPORT_HIDE_THRESHOLD', () => {
  it('defaults to 3 and accepts 1 to 1000', () => {
    expect(loadConfig({}).moderation.reportHideThreshold).toBe(3);
    expect(loadConfig({ REPORT_HIDE_THRESHOLD: '1' }).moderation.reportHideThreshold).toBe(1);
    expect(loadConfig({ REPORT_HIDE_THRESHOLD: '1000' }).moderation.reportHideThreshold).toBe(1000);
  });

  it.each([['0'], ['1001'], ['2.5'], ['three']])('refuses %j at start-up', (value) => {
    expect(() => loadConfig({ REPORT_HIDE_THRESHOLD: value })).toThrow(ConfigError);
    expect(() => loadConfig({ REPORT_HIDE_THRESHOLD: value })).toThrow(/REPORT_HIDE_THRESHOLD/);
  });
});

describe('NEW_ACCOUNT_HOURS', () => {
  it('defaults to 24 hours and accepts 0 (no new-account rules) to 8760 (a year)', () => {
    expect(loadConfig({}).moderation.newAccountMs).toBe(24 * 60 * 60 * 1000);
    expect(loadConfig({ NEW_ACCOUNT_HOURS: '0' }).moderation.newAccountMs).toBe(0);
    expect(loadConfig({ NEW_ACCOUNT_HOURS: '8760' }).moderation.newAccountMs).toBe(8760 * 60 * 60 * 1000);
  });

  it.each([['-1'], ['8761'], ['1.5'], ['a day']])('refuses %j at start-up', (value) => {
    expect(() => loadConfig({ NEW_ACCOUNT_HOURS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NEW_ACCOUNT_HOURS: value })).toThrow(/NEW_ACCOUNT_HOURS/);
  });
});

describe('SEARCH_PRIORITY_CONCURRENCY and SEARCH_PRIORITY_QUEUE', () => {
  it('default to 2 running and 16 waiting in the lane of members and narrowable searches', () => {
    expect(loadConfig({}).search).toMatchObject({
      concurrency: 4,
      queue: 16,
      priorityConcurrency: 2,
      priorityQueue: 16,
    });
    expect(loadConfig({ SEARCH_PRIORITY_CONCURRENCY: '1', SEARCH_PRIORITY_QUEUE: '0' }).search).toMatchObject({
      priorityConcurrency: 1,
      priorityQueue: 0,
    });
  });

  it('refuses lanes that together would take the whole PostgreSQL pool', () => {
    const below = String(POSTGRES_POOL_SIZE - 1 - 4);
    expect(loadConfig({ SEARCH_PRIORITY_CONCURRENCY: below }).search.priorityConcurrency).toBe(Number(below));
    expect(() => loadConfig({ SEARCH_PRIORITY_CONCURRENCY: String(POSTGRES_POOL_SIZE - 4) })).toThrow(
      /SEARCH_CONCURRENCY and SEARCH_PRIORITY_CONCURRENCY together/,
    );
  });

  it.each([['0'], ['65'], ['two']])('refuses SEARCH_PRIORITY_CONCURRENCY=%j at start-up', (value) => {
    expect(() => loadConfig({ SEARCH_PRIORITY_CONCURRENCY: value })).toThrow(/SEARCH_PRIORITY_CONCURRENCY/);
  });
});
