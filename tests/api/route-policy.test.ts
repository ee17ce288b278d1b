/**
 * Every route under /api declares its guards (config.policy, server/http/policy.ts): the app does not
 * start otherwise, nor with a policy that contradicts itself or the route's method.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRoutePolicy, type RoutePolicy } from '../../server/http/policy';
import { Agent, createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const route = (method: string | string[], url: string, policy?: RoutePolicy) =>
  ({ method, url, config: policy ? { policy } : {} }) as unknown as RouteOptions;

describe('the start-up check', () => {
  it('refuses a route without a policy, and names it', () => {
    expect(() => checkRoutePolicy(route('POST', '/api/things'))).toThrow('Route POST /api/things: declares no policy');
  });

  it.each([
    [
      'a write without its effect on suspended members',
      'POST',
      { session: 'required', token: 'write', publicAnswers: 'keeps' },
    ],
    [
      'a write without its effect on the public cache',
      'DELETE',
      { session: 'required', token: 'write', whenSuspended: 'refused' },
    ],
    ['a read with write-only fields', 'GET', { session: 'none', token: 'read', publicAnswers: 'keeps' }],
    [
      'a read token on a write',
      'POST',
      { session: 'required', token: 'read', whenSuspended: 'refused', publicAnswers: 'keeps' },
    ],
    ['a write token on a read', 'GET', { session: 'required', token: 'write' }],
    ['a console route a token could use', 'GET', { session: 'required', role: 'moderator', token: 'read' }],
    ['a console route without the session', 'GET', { session: 'optional', role: 'admin', token: 'hidden' }],
    ['a hidden route without a role', 'GET', { session: 'required', token: 'hidden' }],
    [
      "a token's own route that a visitor could call",
      'DELETE',
      { session: 'optional', token: 'only', whenSuspended: 'allowed', publicAnswers: 'keeps' },
    ],
    ["a token's own route on the console", 'GET', { session: 'required', role: 'admin', token: 'only' }],
  ] as [string, string, RoutePolicy][])('refuses %s', (_, method, policy) => {
    expect(() => checkRoutePolicy(route(method, '/api/things', policy))).toThrow(/Route .* \/api\/things: /);
  });

  it('accepts consistent policies, for each method of a route', () => {
    for (const [method, policy] of [
      [['GET', 'HEAD'], { session: 'optional', token: 'read' }],
      ['PUT', { session: 'required', token: 'write', whenSuspended: 'refused', publicAnswers: () => true }],
      [
        'POST',
        { session: 'required', role: 'admin', token: 'hidden', whenSuspended: 'refused', publicAnswers: 'clears' },
      ],
      ['DELETE', { session: 'required', token: 'only', whenSuspended: 'allowed', publicAnswers: 'keeps' }],
    ] as [string | string[], RoutePolicy][])
      expect(() => checkRoutePolicy(route(method, '/api/things', policy))).not.toThrow();
  });
});

describe('the app', () => {
  it('checked and recorded the policy of every documented operation', async () => {
    const doc = (await new Agent(t.app).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(40);
    expect(documented.filter((key) => !t.app.routePolicies.has(key))).toEqual([]);
  });

  it('keeps the log, role changes and account deletion for admins, every other console route for moderators', () => {
    const byRole = (role: RoutePolicy['role']) =>
      [...t.app.routePolicies]
        .filter(([key, policy]) => policy.role === role && !key.startsWith('HEAD '))
        .map(([key]) => key)
        .sort();
    expect(byRole('admin')).toEqual([
      'DELETE /api/admin/members/:id',
      'GET /api/admin/log',
      'PUT /api/admin/members/:id/role',
    ]);
    expect(byRole('moderator').every((key) => key.includes(' /api/admin/'))).toBe(true);
  });
});
