/**
 * What every /api request pays for before its handler: the session lookup.
 * No session cookie, no query; a cookie that cannot be a session token is
 * cleared without a query; a known session costs one select, and the sliding
 * expiry is written at most once an hour.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { ManualClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { MemoryMailer } from '../../server/mail';
import { Agent, registerUser, TEST_ENV } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/db';

/** Counts the statements the app runs, by kind (SelectQueryNode, UpdateQueryNode…). */
class QueryCounter implements KyselyPlugin {
  kinds: string[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.kinds.push(args.node.kind);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

let app: FastifyInstance;
let testDb: TestDatabase;
let dataDir: string;
const counter = new QueryCounter();
const clock = new ManualClock(new Date('2026-03-01T12:00:00.000Z'));

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-request-path-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, 'no-site') });
  const database = { ...testDb.database, kysely: testDb.database.kysely.withPlugin(counter) };
  app = buildApp({ database, mailer: new MemoryMailer(), clock, config, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  counter.kinds = [];
});

describe('session lookup on every request', () => {
  it('runs no query when no session cookie is sent', async () => {
    const res = await new Agent(app).get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(counter.kinds).toEqual([]);
  });

  it('clears a cookie that cannot be a session token, without a query', async () => {
    const agent = new Agent(app);
    agent.cookie = 'promptdeck_session=not-a-token';
    const res = await agent.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(counter.kinds).toEqual([]);
    expect(String(res.headers['set-cookie'])).toMatch(/promptdeck_session=;/);
    expect(agent.cookie).toBeUndefined();
  });

  it('looks up a well-formed unknown token once, and clears it', async () => {
    const agent = new Agent(app);
    agent.cookie = `promptdeck_session=${'A'.repeat(43)}`;
    const res = await agent.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(counter.kinds).toEqual(['SelectQueryNode']);
    expect(agent.cookie).toBeUndefined();
  });

  it('costs one select for a known session, and writes the expiry at most once an hour', async () => {
    const agent = await registerUser(app);
    counter.kinds = [];
    expect((await agent.get('/api/auth/me')).status).toBe(200);
    clock.advance(59 * 60 * 1000);
    const quiet = await agent.get('/api/auth/me');
    expect(quiet.headers['set-cookie']).toBeUndefined();
    expect(counter.kinds).toEqual(['SelectQueryNode', 'SelectQueryNode']);
    counter.kinds = [];
    clock.advance(2 * 60 * 1000);
    const refreshed = await agent.get('/api/auth/me');
    expect(refreshed.status).toBe(200);
    expect(counter.kinds).toEqual(['SelectQueryNode', 'UpdateQueryNode']);
    expect(String(refreshed.headers['set-cookie'])).toMatch(/promptdeck_session=[A-Za-z0-9_-]{43};/);
  });
});
