/**
 * The typed clients (src/api/client.ts, and the console's src/api/adminClient.ts) against the
 * real app, through a fetch that calls app.inject.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminClient } from '../../src/api/adminClient';
import { ApiError, createApiClient } from '../../src/api/client';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A fetch over app.inject with a session-cookie jar, like a browser on the same origin. */
function injectFetch(
  app: FastifyInstance,
  seen: Array<{ method: string; headers: Record<string, string> }> = [],
): typeof fetch {
  let cookie: string | undefined;
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = { ...(init.headers as Record<string, string>) };
    seen.push({ method: init.method ?? 'GET', headers });
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      payload: init.body as string | undefined,
    });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (c.name !== 'promptdeck_session') continue;
      cookie = c.value && c.maxAge !== 0 ? `${c.name}=${c.value}` : undefined;
    }
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  }) as typeof fetch;
}

describe('typed client', () => {
  it('walks through the features with parsed, typed answers', async () => {
    const seen: Array<{ method: string; headers: Record<string, string> }> = [];
    const api = createApiClient({ fetch: injectFetch(t.app, seen) });
    expect(await api.auth.me()).toBeNull();
    const { user } = await api.auth.register({
      username: 'clientuser',
      email: 'client@example.test',
      password: 'client password',
      agreeToTerms: true,
    });
    expect(user.username).toBe('clientuser');
    expect((await api.auth.me())?.email).toBe('client@example.test');

    const { prompt } = await api.prompts.create({ title: 'From the client', description: 'Text', shared: true });
    expect((await api.prompts.list()).items).toHaveLength(1);
    expect((await api.prompts.update(prompt.id, { notes: 'n' })).prompt.notes).toBe('n');
    expect((await api.community.list({ sort: 'votes', q: 'client' })).items[0]?.title).toBe('From the client');
    await expect(api.votes.set('community', prompt.id, 1)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect((await api.votes.set('curated', 3, 1)).score).toBe(1);
    expect((await api.votes.curated([1, 2])).scores).toEqual({});
    expect((await api.favorites.add('curated', 7)).favorited).toBe(true);
    expect((await api.favorites.list()).items).toHaveLength(1);
    const { comment } = await api.comments.post('community', prompt.id, { text: 'Nice' });
    expect((await api.comments.list('community', prompt.id)).items[0]?.id).toBe(comment.id);
    await api.comments.remove(comment.id);
    expect((await api.feedback.send({ message: 'Hello' })).id).toBeGreaterThan(0);
    const exported = await api.transfer.export();
    expect(exported.favorites).toEqual([{ kind: 'curated', ref: 7 }]);
    await api.prompts.remove(prompt.id);
    expect(await api.transfer.import(exported)).toMatchObject({ addedPrompts: 1, skippedFavorites: 1 });
    expect((await api.health()).status).toBe('ok');
    await api.auth.logout();
    expect(await api.auth.me()).toBeNull();

    const writes = seen.filter((r) => r.method !== 'GET');
    expect(writes.length).toBeGreaterThan(5);
    expect(writes.every((r) => r.headers['X-Requested-With'] === 'promptdeck')).toBe(true);
  });

  it('throws ApiError with code, status and field', async () => {
    const api = createApiClient({ fetch: injectFetch(t.app) });
    await expect(api.auth.login({ login: 'nobody', password: 'whatever1' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      status: 401,
    });
    await expect(api.prompts.list()).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    // Checked before sending, with the same code and field the server would give.
    const local = await api.comments.post('curated', 1, { text: '' }).catch((e: unknown) => e);
    expect(local).toBeInstanceOf(ApiError);
    expect(local).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text', status: 400 });
    await expect(api.votes.get('curated', 279)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    const api = createApiClient({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(api.health()).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('reaches the console through its own client, on the same session', async () => {
    const fetch = injectFetch(t.app);
    const api = createApiClient({ fetch });
    const admin = createAdminClient({ fetch });
    const { user } = await api.auth.register({
      username: 'clientmod',
      email: 'clientmod@example.test',
      password: 'client password',
      agreeToTerms: true,
    });
    // Not (yet) a moderator: the console does not exist for them.
    await expect(admin.queue()).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await t.database.kysely.updateTable('users').set({ role: 'moderator' }).where('id', '=', user.id).execute();
    expect(await admin.queue()).toEqual({ items: [], nextCursor: null });
    expect((await admin.members({ q: 'clientmod' })).items.map((member) => member.username)).toEqual(['clientmod']);
    // Bodies are checked before they are sent, as the public client checks them.
    await expect(admin.suspend(user.id, { duration: 'forever' as '1d' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'duration',
    });
  });
});
