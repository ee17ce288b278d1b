/**
 * /api/openapi.json is a document other tools can use: `redocly lint` with the
 * recommended rules finds no error (and no warning outside a short, explained
 * list), every operation has a unique operationId, and the security each
 * operation declares matches what the API does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFE_METHODS } from '../../server/http/methods';
import swaggerPlugin from '../../server/plugins/swagger';
import { Agent, createTestApp, type TestApp } from './helpers/app';

const ROOT = path.resolve(__dirname, '../..');
const REDOCLY = path.join(ROOT, 'node_modules', '.bin', 'redocly');

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
  /** Console operations: the role needed besides the session. */
  'x-required-role'?: 'moderator' | 'admin';
  /** Operations an access token may call: the scope it needs. */
  'x-token-scope'?: 'read' | 'write';
}
interface Document {
  servers?: Array<{ url: string }>;
  components: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
  paths: Record<string, Record<string, Operation>>;
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

/**
 * Warnings left on purpose:
 *  - info-license: the project has not chosen a licence for its API; the owner decides.
 *  - operation-4xx-response on GET /api/health: it takes no input, needs no
 *    session and is never rate limited, so it has no 4xx answer to document.
 */
const ACCEPTED_WARNINGS = new Set([
  'info-license #/info',
  'operation-4xx-response #/paths/~1api~1health/get/responses',
]);

/** Operations about the token a request is made with: any token may call them, the session cookie may not. */
const TOKEN_ONLY = new Set(['DELETE /api/tokens/current']);

let t: TestApp;
let doc: Document;
let tmpDir: string;

beforeAll(async () => {
  // A non-local site URL, as in production (redocly warns about localhost servers).
  t = await createTestApp({ env: { SITE_URL: 'https://promptdeck.test' } });
  const res = await new Agent(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body as Document;
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-openapi-'));
});
afterAll(async () => {
  await t?.close();
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
});

function operations(): Array<{ method: string; path: string; op: Operation }> {
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path: p, op })),
  );
}

function lint(document: unknown): LintReport {
  const file = path.join(tmpDir, 'openapi.json');
  fs.writeFileSync(file, JSON.stringify(document));
  const result = spawnSync(REDOCLY, ['lint', file, '--format=json', '--config', path.join(ROOT, 'redocly.yaml')], {
    cwd: tmpDir,
    encoding: 'utf8',
    timeout: 60_000,
    // No usage data, no version check against the npm registry: the lint stays offline.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  if (result.error) throw result.error;
  const start = result.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly printed no report (exit ${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout.slice(start)) as LintReport;
}

describe('OpenAPI document', () => {
  it('passes redocly lint (recommended rules) with no error and only the accepted warnings', () => {
    const report = lint(doc);
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    const warnings = report.problems
      .filter((p) => p.severity === 'warn')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
    expect(warnings.filter((w) => !ACCEPTED_WARNINGS.has(w))).toEqual([]);
  });

  it('the lint can fail: a document without security and operationIds has errors', () => {
    const broken = structuredClone(doc);
    delete broken.servers;
    for (const ops of Object.values(broken.paths)) {
      for (const op of Object.values(ops)) {
        delete op.security;
        delete op.operationId;
      }
    }
    const report = lint(broken);
    expect(report.totals.errors).toBeGreaterThan(0);
    expect(report.problems.some((p) => p.ruleId === 'security-defined')).toBe(true);
    expect(report.problems.some((p) => p.ruleId === 'no-empty-servers')).toBe(true);
  });

  it('every operation has a readable operationId, and no two share one', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the session cookie, the CSRF header and the access token, and one server: SITE_URL', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://promptdeck.test' })]);
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'promptdeck_session' }),
      csrfHeader: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Requested-With' }),
      accessToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it('every write needs the CSRF header in each alternative without a token, no read does', () => {
    for (const { method, path: p, op } of operations()) {
      const alternatives = (op.security ?? []).filter((a) => !('accessToken' in a));
      const needCsrf = alternatives.length > 0 && alternatives.every((a) => 'csrfHeader' in a);
      // An operation only a token may call has no cookie alternative to protect.
      if (!TOKEN_ONLY.has(`${method} ${p}`)) expect(needCsrf, `${method} ${p}`).toBe(!SAFE_METHODS.has(method));
      else expect(op.security, `${method} ${p}`).toEqual([{ accessToken: [] }]);
      for (const a of op.security ?? [])
        if ('accessToken' in a) expect(a, `${method} ${p}`).toEqual({ accessToken: [] });
    }
  });

  it('a token is accepted (with its scope) wherever a member is, except tokens, the account and the console', () => {
    for (const { method, path: p, op } of operations()) {
      const accepts = (op.security ?? []).some((a) => 'accessToken' in a);
      const member = (op.security ?? []).some((a) => 'sessionCookie' in a);
      if (TOKEN_ONLY.has(`${method} ${p}`)) {
        // Any token (scope read), and not the cookie.
        expect([accepts, member, op['x-token-scope']], `${method} ${p}`).toEqual([true, false, 'read']);
        continue;
      }
      const sessionOnly =
        /^\/api\/(tokens|admin)(\/|$)/.test(p) || (p.startsWith('/api/auth/') && p !== '/api/auth/me');
      expect(accepts, `${method} ${p}`).toBe(member && !sessionOnly);
      expect(op['x-token-scope'], `${method} ${p}`).toBe(
        accepts ? (SAFE_METHODS.has(method) ? 'read' : 'write') : undefined,
      );
    }
  });

  it('the session cookie is required exactly where an anonymous call gets 401 (404 where a role is needed too)', async () => {
    const anonymous = new Agent(t.app);
    const mismatches: string[] = [];
    for (const { method, path: p, op } of operations()) {
      const alternatives = op.security ?? [];
      const requiresSession =
        alternatives.length > 0 && alternatives.every((a) => 'sessionCookie' in a || 'accessToken' in a);
      const url = p.replace('{id}', '1').replace('{kind}', 'curated').replace('{ref}', '1');
      const res = await anonymous.request(method as 'GET', url, SAFE_METHODS.has(method) ? undefined : {});
      const refused = op['x-required-role'] ? 404 : 401;
      if (op['x-required-role'] && !requiresSession) mismatches.push(`${method} ${p}: needs a role but no session`);
      if ((res.status === refused) !== requiresSession)
        mismatches.push(
          `${method} ${p}: documented ${requiresSession ? 'with' : 'without'} session, anonymous call got ${res.status}`,
        );
    }
    expect(mismatches).toEqual([]);
  });

  it('every console operation names its role and is tagged admin, and only those', () => {
    for (const { method, path: p, op } of operations()) {
      const console = p.startsWith('/api/admin/');
      expect(Boolean(op['x-required-role']), `${method} ${p}`).toBe(console);
      expect((op as { tags?: string[] }).tags?.includes('admin') ?? false, `${method} ${p}`).toBe(console);
    }
  });
});

describe('operation table', () => {
  async function bareApp(operations: Record<string, string>, routes: string[]) {
    const app = Fastify({ logger: false });
    await app.register(swaggerPlugin, { version: '0.0.0', siteUrl: 'https://promptdeck.test', operations });
    for (const url of routes)
      app.get(url, { config: { policy: { session: 'none', token: 'read' } } }, async () => ({}));
    return app;
  }

  it('the app does not start when a documented route has no operationId, and names the route', async () => {
    const app = await bareApp({ 'GET /api/named': 'named' }, ['/api/named', '/api/things/:id']);
    await expect(app.ready()).rejects.toThrow('"GET /api/things/{id}" has no operationId');
    await app.close();
  });

  it('the app does not start when the table names a route that does not exist', async () => {
    const app = await bareApp(
      {
        'GET /api/named': 'named',
        'GET /api/gone': 'gone',
      },
      ['/api/named'],
    );
    await expect(app.ready()).rejects.toThrow('names routes that do not exist: GET /api/gone');
    await app.close();
  });

  it('starts when every documented route is named', async () => {
    const app = await bareApp({ 'GET /api/named': 'named' }, ['/api/named']);
    await app.ready();
    expect((app.swagger() as unknown as Document).paths['/api/named']!.get!.operationId).toBe('named');
    await app.close();
  });
});
