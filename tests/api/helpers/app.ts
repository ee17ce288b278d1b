/** Boots the real app on a fresh database, and a small cookie-keeping client over app.inject. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import { loadConfig, type AppConfig } from '../../../server/config';
import type { AppDatabase } from '../../../server/db';
import { MemoryMailer, type Mailer } from '../../../server/mail';
import { createTestDatabase } from './db';

export interface TestApp {
  app: FastifyInstance;
  database: AppDatabase;
  mailer: MemoryMailer;
  clock: ManualClock;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  // Cheap hashing keeps the suite fast; production defaults are far stronger.
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  RATE_LIMIT_DISABLED: 'true',
  SITE_URL: 'http://localhost:3000',
  // Accounts made by a test are established at once; the tests of the new-account rules set their own.
  NEW_ACCOUNT_HOURS: '0',
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    logger?: FastifyServerOptions['logger'];
    mailer?: Mailer;
    poolSize?: number;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase({ poolSize: options.poolSize, env: options.env });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-api-data-'));
  const config = loadConfig({
    ...TEST_ENV,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'no-site'),
    ...options.env,
  });
  const mailer = new MemoryMailer();
  const clock = new ManualClock(new Date('2026-03-01T12:00:00.000Z'));
  const app = buildApp({
    database: testDb.database,
    mailer: options.mailer ?? mailer,
    clock,
    config,
    logger: options.logger ?? false,
  });
  await app.ready();
  return {
    app,
    database: testDb.database,
    mailer,
    clock,
    config,
    dataDir,
    async close() {
      await app.close();
      await testDb.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** A browser-like client: keeps the session cookie and sends the CSRF header on writes. */
export class Agent {
  cookie: string | undefined;
  user: { id: number; username: string; email: string } | undefined;
  password: string | undefined;
  /** The client address its requests come from (app.inject's remoteAddress); unset: inject's default, 127.0.0.1. */
  remoteAddress: string | undefined;

  constructor(readonly app: FastifyInstance) {}

  async request<T = any>(
    method: Method,
    url: string,
    body?: unknown,
    extra: Partial<InjectOptions> & { csrf?: boolean } = {},
  ): Promise<ApiResponse<T>> {
    const { csrf = true, headers, ...rest } = extra;
    const res = await this.app.inject({
      method,
      url,
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
      headers: {
        ...(method !== 'GET' && method !== 'HEAD' && csrf ? { 'x-requested-with': 'promptdeck' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(headers as Record<string, string> | undefined),
      },
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      ...rest,
    } as InjectOptions);
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      if (c.name !== 'promptdeck_session') continue;
      const cleared =
        c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      this.cookie = cleared ? undefined : `${c.name}=${c.value}`;
    }
    let parsed: unknown = undefined;
    if (res.body && String(res.headers['content-type'] ?? '').includes('json')) parsed = res.json();
    return { status: res.statusCode, body: parsed as T, headers: res.headers, raw: res };
  }

  get<T = any>(url: string, extra?: Partial<InjectOptions>) {
    return this.request<T>('GET', url, undefined, extra);
  }
  post<T = any>(url: string, body?: unknown, extra?: Partial<InjectOptions> & { csrf?: boolean }) {
    return this.request<T>('POST', url, body, extra);
  }
  put<T = any>(url: string, body?: unknown, extra?: Partial<InjectOptions> & { csrf?: boolean }) {
    return this.request<T>('PUT', url, body, extra);
  }
  patch<T = any>(url: string, body?: unknown, extra?: Partial<InjectOptions> & { csrf?: boolean }) {
    return this.request<T>('PATCH', url, body, extra);
  }
  delete<T = any>(url: string, body?: unknown, extra?: Partial<InjectOptions> & { csrf?: boolean }) {
    return this.request<T>('DELETE', url, body, extra);
  }
}

let counter = 0;

/** Registers a fresh user and returns a logged-in agent. */
export async function registerUser(app: FastifyInstance, name?: string): Promise<Agent> {
  counter += 1;
  const username = name ?? `user${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const agent = new Agent(app);
  const password = `pw-${username}-secret`;
  const res = await agent.post('/api/auth/register', {
    username,
    email: `${username.toLowerCase()}@example.test`,
    password,
    agreeToTerms: true,
  });
  if (res.status !== 201) throw new Error(`register ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  agent.user = res.body.user;
  agent.password = password;
  return agent;
}

export async function createPrompt(agent: Agent, fields: Record<string, unknown> = {}) {
  const res = await agent.post('/api/prompts', { title: 'A prompt', description: 'Do something useful', ...fields });
  if (res.status !== 201) throw new Error(`create prompt failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.prompt as { id: number; title: string; shared: boolean };
}

/** Gives an account a role directly in the database (as ADMIN_USERNAMES or an admin would); its sessions see it at once. */
export async function setRole(database: AppDatabase, agent: Agent, role: 'member' | 'moderator' | 'admin') {
  await database.kysely.updateTable('users').set({ role }).where('id', '=', agent.user!.id).execute();
}
