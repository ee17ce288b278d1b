/**
 * POST /api/reports (server/repositories/reports.ts): one report per member and item, only of
 * items the member can see and did not write; REPORT_HIDE_THRESHOLD distinct reporters older than
 * NEW_ACCOUNT_HOURS hide the item at once (logged as the system), young reporters do not count, nor
 * suspended ones, nor a second reporter from one address network (IPv4 /24, IPv6 /64); staff
 * content is never hidden so. The network is kept as a keyed hash only while the report is open.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { findCounterDrift } from '../../server/repositories/counters';
import { dismissReports } from '../../server/repositories/moderation';
import { countOpenReports } from '../../server/repositories/reports';
import { Agent, createPrompt, createTestApp, registerUser, type TestApp } from './helpers/app';
import { ownNetwork, staffMember } from './helpers/moderation';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const HOUR = 60 * 60 * 1000;

async function world(env: Record<string, string> = {}) {
  t = await createTestApp({ env: { REPORT_HIDE_THRESHOLD: '2', NEW_ACCOUNT_HOURS: '24', ...env } });
  return t;
}

/** A member reporting from an address network of their own. */
async function reporterOwnNetwork(app: TestApp['app']): Promise<Agent> {
  const agent = await registerUser(app);
  agent.remoteAddress = ownNetwork(agent.user!.id);
  return agent;
}

const report = (agent: Agent, kind: 'prompt' | 'comment', id: number, extra: Record<string, unknown> = {}) =>
  agent.post('/api/reports', { kind, id, reason: 'spam', ...extra });

const listedIds = async (agent: Agent, q?: string) =>
  (
    (await agent.get(`/api/community/prompts${q ? `?q=${encodeURIComponent(q)}` : ''}`)).body.items as { id: number }[]
  ).map((item) => item.id);

describe('filing a report', () => {
  it('answers with a receipt, once per member and item', async () => {
    const { app } = await world();
    const author = await registerUser(app);
    const reporter = await registerUser(app);
    const prompt = await createPrompt(author, { shared: true });
    const first = await report(reporter, 'prompt', prompt.id, { reason: 'abuse', note: 'Insults in the text' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      kind: 'prompt',
      id: prompt.id,
      reason: 'abuse',
      createdAt: t!.clock.now().toISOString(),
    });
    const again = await report(reporter, 'prompt', prompt.id, { reason: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_REPORTED');
    expect(await countOpenReports(t!.database.kysely, 'prompt', prompt.id)).toBe(1);
  });

  it("refuses, as not found, items of one's own, private, missing, deleted or hidden from the reporter", async () => {
    const { app, database, clock } = await world();
    const author = await registerUser(app);
    const reporter = await registerUser(app);
    const shared = await createPrompt(author, { shared: true });
    const mine = await createPrompt(reporter, { shared: true });
    const secret = await createPrompt(author, { shared: false });
    const onSecret = (await author.post(`/api/comments/community/${secret.id}`, { text: 'note to self' })).body.comment;
    const own = (await reporter.post(`/api/comments/community/${shared.id}`, { text: 'my comment' })).body.comment;
    const hiddenComment = (await author.post('/api/comments/curated/3', { text: 'hidden one' })).body.comment;
    await database.kysely
      .updateTable('comments')
      .set({ hidden_at: clock.now().toISOString() })
      .where('id', '=', hiddenComment.id)
      .execute();
    for (const [kind, id] of [
      ['prompt', mine.id],
      ['prompt', secret.id],
      ['prompt', 987_654],
      ['comment', onSecret.id],
      ['comment', own.id],
      ['comment', hiddenComment.id],
      ['comment', 987_654],
    ] as const) {
      const res = await report(reporter, kind, id);
      expect(res.status, `${kind} ${id}`).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await report(reporter, 'prompt', shared.id)).status).toBe(201);
  });

  it('is for signed-in members, sending the CSRF header, with a known reason and a bounded note', async () => {
    const { app } = await world();
    const author = await registerUser(app);
    const prompt = await createPrompt(author, { shared: true });
    expect((await report(new Agent(app), 'prompt', prompt.id)).status).toBe(401);
    const reporter = await registerUser(app);
    const noCsrf = await reporter.post(
      '/api/reports',
      { kind: 'prompt', id: prompt.id, reason: 'spam' },
      { csrf: false },
    );
    expect(noCsrf.body.code).toBe('CSRF_REJECTED');
    const badReason = await report(reporter, 'prompt', prompt.id, { reason: 'boring' });
    expect(badReason.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'reason' });
    const longNote = await report(reporter, 'prompt', prompt.id, { note: 'x'.repeat(501) });
    expect(longNote.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'note' });
    const badKind = await reporter.post('/api/reports', { kind: 'curated', id: 1, reason: 'spam' });
    expect(badKind.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'kind' });
  });
});

describe('the hide threshold', () => {
  it('hides a prompt at once when enough established members reported it; young reporters do not count', async () => {
    const { app, clock, database } = await world();
    const author = await registerUser(app);
    const visitor = new Agent(app);
    const prompt = await createPrompt(author, { shared: true, title: 'Quokka facts' });
    const [old1, old2] = [await reporterOwnNetwork(app), await reporterOwnNetwork(app)];
    clock.advance(25 * HOUR);
    const young = [await registerUser(app), await registerUser(app)];

    // Cached for visitors before the reports: the hiding report clears it.
    expect(await listedIds(visitor)).toContain(prompt.id);
    for (const agent of young) expect((await report(agent, 'prompt', prompt.id)).status).toBe(201);
    expect((await report(old1!, 'prompt', prompt.id)).status).toBe(201);
    expect(await listedIds(visitor)).toContain(prompt.id);

    expect((await report(old2!, 'prompt', prompt.id)).status).toBe(201);
    expect(await listedIds(visitor)).not.toContain(prompt.id);
    expect(await listedIds(young[0]!, 'Quokka')).toEqual([]);
    expect((await visitor.get(`/api/community/prompts/${prompt.id}`)).status).toBe(404);
    expect((await author.get(`/api/prompts/${prompt.id}`)).body.prompt.hidden).toEqual({
      at: clock.now().toISOString(),
      note: null,
    });
    // Pending review: the reports stay open, and the log says the server did it.
    expect(await countOpenReports(database.kysely, 'prompt', prompt.id)).toBe(4);
    const entry = await database.kysely
      .selectFrom('moderation_log')
      .selectAll()
      .where('action', '=', 'auto_hide')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: null, actor_name: 'system', target_kind: 'prompt', target_ref: prompt.id });
  });

  it('hides a comment, keeping the counters exact, and counts only open reports', async () => {
    const { app, database } = await world({ NEW_ACCOUNT_HOURS: '0' });
    const author = await registerUser(app);
    const url = '/api/comments/curated/9';
    const comment = (await author.post(url, { text: 'buy my course' })).body.comment;
    const reporters = [await reporterOwnNetwork(app), await reporterOwnNetwork(app), await reporterOwnNetwork(app)];
    await report(reporters[0]!, 'comment', comment.id);
    // A moderator dismissed the first report: it no longer counts towards the threshold.
    await dismissReports(
      t!.database,
      'comment',
      comment.id,
      null,
      { id: reporters[2]!.user!.id, username: 'mod', role: 'moderator' },
      t!.clock.now().toISOString(),
    );
    await report(reporters[1]!, 'comment', comment.id);
    expect((await new Agent(app).get(url)).body.total).toBe(1);
    await report(reporters[2]!, 'comment', comment.id);
    const after = await new Agent(app).get(url);
    expect(after.body).toMatchObject({ items: [], total: 0 });
    expect((await author.get(url)).body.items[0]).toMatchObject({ id: comment.id, hidden: { note: null } });
    expect(await findCounterDrift(database.kysely)).toEqual([]);
  });

  it('follows REPORT_HIDE_THRESHOLD and NEW_ACCOUNT_HOURS', async () => {
    const { app } = await world({ REPORT_HIDE_THRESHOLD: '1', NEW_ACCOUNT_HOURS: '0' });
    const author = await registerUser(app);
    const prompt = await createPrompt(author, { shared: true });
    await report(await registerUser(app), 'prompt', prompt.id);
    expect((await new Agent(app).get(`/api/community/prompts/${prompt.id}`)).status).toBe(404);
  });

  it('never hides for reporters who are all new, however many', async () => {
    const { app } = await world({ REPORT_HIDE_THRESHOLD: '1', NEW_ACCOUNT_HOURS: '48' });
    const author = await registerUser(app);
    const prompt = await createPrompt(author, { shared: true });
    for (let i = 0; i < 3; i += 1) await report(await registerUser(app), 'prompt', prompt.id);
    expect((await new Agent(app).get(`/api/community/prompts/${prompt.id}`)).status).toBe(200);
  });
});

describe('who counts towards hiding', () => {
  const visible = async (app: TestApp['app'], id: number) =>
    (await new Agent(app).get(`/api/community/prompts/${id}`)).status === 200;

  it('leaves suspended reporters out: two suspended plus one more do not hide the item', async () => {
    const ctx = await world({ REPORT_HIDE_THRESHOLD: '3', NEW_ACCOUNT_HOURS: '0' });
    const moderator = await staffMember(ctx, 'moderator');
    const author = await registerUser(ctx.app);
    const prompt = await createPrompt(author, { shared: true });
    const puppets = [await reporterOwnNetwork(ctx.app), await reporterOwnNetwork(ctx.app)];
    for (const puppet of puppets) expect((await report(puppet, 'prompt', prompt.id)).status).toBe(201);
    for (const puppet of puppets) {
      const res = await moderator.post(`/api/admin/members/${puppet.user!.id}/suspend`, { duration: 'indefinite' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await report(await reporterOwnNetwork(ctx.app), 'prompt', prompt.id)).status).toBe(201);
    expect(await visible(ctx.app, prompt.id)).toBe(true);
    // Two that count so far: a third one hides it.
    expect((await report(await reporterOwnNetwork(ctx.app), 'prompt', prompt.id)).status).toBe(201);
    expect(await visible(ctx.app, prompt.id)).toBe(true);
    expect((await report(await reporterOwnNetwork(ctx.app), 'prompt', prompt.id)).status).toBe(201);
    expect(await visible(ctx.app, prompt.id)).toBe(false);
  });

  it('counts one reporter per address network: IPv4 /24, IPv6 /64', async () => {
    const ctx = await world({ REPORT_HIDE_THRESHOLD: '3', NEW_ACCOUNT_HOURS: '0' });
    const author = await registerUser(ctx.app);
    const reportFrom = async (id: number, addresses: string[]) => {
      for (const address of addresses) {
        const reporter = await registerUser(ctx.app);
        reporter.remoteAddress = address;
        expect((await report(reporter, 'prompt', id)).status).toBe(201);
      }
    };
    const one24 = await createPrompt(author, { shared: true });
    await reportFrom(one24.id, ['198.51.100.10', '198.51.100.11', '198.51.100.250']);
    expect(await visible(ctx.app, one24.id)).toBe(true);
    const one64 = await createPrompt(author, { shared: true });
    await reportFrom(one64.id, ['2001:db8:1:2::a', '2001:db8:1:2:ffff::b', '2001:db8:1:2:1:2:3:4']);
    expect(await visible(ctx.app, one64.id)).toBe(true);
    // An IPv4-mapped IPv6 address is its IPv4 address, in the same /24.
    const mapped = await createPrompt(author, { shared: true });
    await reportFrom(mapped.id, ['198.51.100.10', '::ffff:198.51.100.11', '203.0.113.5']);
    expect(await visible(ctx.app, mapped.id)).toBe(true);

    const threeNetworks = await createPrompt(author, { shared: true });
    await reportFrom(threeNetworks.id, ['198.51.100.10', '198.51.101.10', '2001:db8:1:3::a']);
    expect(await visible(ctx.app, threeNetworks.id)).toBe(false);
  });

  it('reads the network as TRUST_PROXY allows: behind one proxy, the forwarded address', async () => {
    const ctx = await world({ REPORT_HIDE_THRESHOLD: '3', NEW_ACCOUNT_HOURS: '0', TRUST_PROXY: '1' });
    const author = await registerUser(ctx.app);
    const prompt = await createPrompt(author, { shared: true });
    for (const client of ['198.51.100.10', '198.51.101.10', '203.0.113.10']) {
      const reporter = await registerUser(ctx.app);
      const res = await reporter.post(
        '/api/reports',
        { kind: 'prompt', id: prompt.id, reason: 'spam' },
        { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client } },
      );
      expect(res.status).toBe(201);
    }
    expect(await visible(ctx.app, prompt.id)).toBe(false);
  });

  it("never hides a moderator's or an admin's content: it waits in the queue", async () => {
    const ctx = await world({ REPORT_HIDE_THRESHOLD: '3', NEW_ACCOUNT_HOURS: '0' });
    const moderator = await staffMember(ctx, 'moderator');
    const admin = await staffMember(ctx, 'admin');
    const rules = await createPrompt(moderator, { shared: true, title: 'House rules' });
    const comment = (await admin.post('/api/comments/curated/4', { text: 'Be kind to each other.' })).body.comment;
    for (let i = 0; i < 3; i += 1) {
      const reporter = await reporterOwnNetwork(ctx.app);
      expect((await report(reporter, 'prompt', rules.id)).status).toBe(201);
      expect((await report(reporter, 'comment', comment.id)).status).toBe(201);
    }
    expect(await visible(ctx.app, rules.id)).toBe(true);
    const comments = (await new Agent(ctx.app).get('/api/comments/curated/4')).body.items as { id: number }[];
    expect(comments.map((c) => c.id)).toContain(comment.id);
    const queued = (await admin.get('/api/admin/queue')).body.items as {
      kind: string;
      id: number;
      reportCount: number;
      hidden: unknown;
    }[];
    expect(queued.map(({ kind, id, reportCount, hidden }) => ({ kind, id, reportCount, hidden }))).toEqual(
      expect.arrayContaining([
        { kind: 'prompt', id: rules.id, reportCount: 3, hidden: null },
        { kind: 'comment', id: comment.id, reportCount: 3, hidden: null },
      ]),
    );
  });
});

describe('what a report keeps', () => {
  const kept = (database: TestApp['database'], kind: 'prompt' | 'comment', id: number) =>
    database.kysely
      .selectFrom('reports')
      .select(['resolution', 'network_hash', 'snapshot_title', 'snapshot_text'])
      .where('target_kind', '=', kind)
      .where('target_ref', '=', id)
      .orderBy('id')
      .execute();

  it('keeps a keyed hash of the network while open, and erases it and the snapshot when closed', async () => {
    const ctx = await world({ NEW_ACCOUNT_HOURS: '0' });
    const moderator = await staffMember(ctx, 'moderator');
    const author = await registerUser(ctx.app);
    const prompt = await createPrompt(author, { shared: true, title: 'Reported', description: 'As reported' });
    const comment = (await author.post('/api/comments/curated/5', { text: 'A reported comment' })).body.comment;
    const reporter = await registerUser(ctx.app);
    reporter.remoteAddress = '198.51.100.23';
    await report(reporter, 'prompt', prompt.id);
    await report(reporter, 'comment', comment.id);
    const [open] = await kept(ctx.database, 'prompt', prompt.id);
    expect(open).toEqual({
      resolution: null,
      network_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      snapshot_title: 'Reported',
      snapshot_text: 'As reported',
    });
    // Keyed: neither the address nor its network appear, and the same network gives the same hash.
    expect(open!.network_hash).not.toContain('198.51.100');
    const neighbour = await registerUser(ctx.app);
    neighbour.remoteAddress = '198.51.100.99';
    const other = await createPrompt(author, { shared: true });
    await report(neighbour, 'prompt', other.id);
    expect((await kept(ctx.database, 'prompt', other.id))[0]!.network_hash).toBe(open!.network_hash);

    // Dismissed by a moderator; the comment deleted by its author.
    await moderator.post(`/api/admin/queue/prompt/${prompt.id}`, { action: 'dismiss' });
    expect((await author.delete(`/api/comments/${comment.id}`)).status).toBe(200);
    const erased = { network_hash: null, snapshot_title: null, snapshot_text: null };
    expect(await kept(ctx.database, 'prompt', prompt.id)).toEqual([{ resolution: 'dismissed', ...erased }]);
    expect(await kept(ctx.database, 'comment', comment.id)).toEqual([{ resolution: 'deleted', ...erased }]);
  });
});
