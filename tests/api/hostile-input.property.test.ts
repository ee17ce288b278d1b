/**
 * Property-based tests (fast-check): random and hostile bodies, queries and
 * paths never cause a 5xx; every answer is one the route documents (the
 * success status with its body shape, or a failure status with the error code
 * that goes with it, as `{ code, message, field? }`); a hostile request that
 * succeeds only ever touched the caller's own rows (another member's rows and
 * the other tables' row counts are re-read after every run); SQL-injection
 * strings are stored and searched as plain data; text that is stored comes
 * back verbatim inside JSON only (never as HTML).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ApiErrorBody,
  CommentResponse,
  CommunityListResponse,
  FeedbackResponse,
  ForgotPasswordResponse,
  OkResponse,
  PromptResponse,
  ReportResponse,
  UserResponse,
  VoteState,
  type ErrorCode,
} from '../../src/api/contract';
import { Agent, createPrompt, createTestApp, registerUser, type ApiResponse, type TestApp } from './helpers/app';

let t: TestApp;
let agent: Agent;
let promptId: number;
/** Another member, whose rows no hostile request of the fuzzing agent may change. */
let bystander: Agent;
let theirs: { privateId: number; sharedId: number; commentId: number; privateCommentId: number };
beforeAll(async () => {
  t = await createTestApp();
  agent = await registerUser(t.app, 'fuzzer');
  promptId = (await createPrompt(agent, { shared: true })).id;
  bystander = await registerUser(t.app, 'bystander');
  const privateId = (
    await createPrompt(bystander, {
      title: 'Bystander secret',
      description: 'Private words of the bystander',
      shared: false,
    })
  ).id;
  const sharedId = (
    await createPrompt(bystander, {
      title: 'Bystander shared',
      description: 'Shared words of the bystander',
      shared: true,
    })
  ).id;
  const commentId = (await bystander.post(`/api/comments/community/${sharedId}`, { text: 'bystander comment' })).body
    .comment.id;
  const privateCommentId = (await bystander.post(`/api/comments/community/${privateId}`, { text: 'bystander note' }))
    .body.comment.id;
  // On a third member's prompt: the fuzzing agent may delete its own prompts, and their votes with them.
  const thirdId = (await createPrompt(await registerUser(t.app, 'third_member'), { shared: true })).id;
  await bystander.put(`/api/votes/community/${thirdId}`, { value: 1 });
  await bystander.put('/api/votes/curated/4', { value: -1 });
  await bystander.put(`/api/favorites/community/${thirdId}`);
  await bystander.put(`/api/favorites/community/${privateId}`);
  theirs = { privateId, sharedId, commentId, privateCommentId };
});
afterAll(async () => {
  await t.close();
});

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

// ---------------------------------------------------------------------------
// What each answer may be
// ---------------------------------------------------------------------------

type Failures = Partial<Record<number, readonly ErrorCode[]>>;
interface Outcome {
  ok: Record<number, z.ZodType>;
  fails: Failures;
}

/** Failures any route with a JSON body may give: malformed or invalid input, a body over the limit. */
const BODY_FAILS: Failures = { 400: ['VALIDATION_FAILED', 'BAD_REQUEST'], 413: ['PAYLOAD_TOO_LARGE'] };
const merge = (...all: Failures[]): Failures => {
  const out: Record<number, ErrorCode[]> = {};
  for (const f of all)
    for (const [status, codes] of Object.entries(f)) out[Number(status)] = [...(out[Number(status)] ?? []), ...codes!];
  return out;
};

/** The answer is one `outcome` allows: its success status with that body shape, or a listed status with a matching code and the error shape. */
function expectOutcome(res: ApiResponse, outcome: Outcome, context: unknown) {
  const where = JSON.stringify(context)?.slice(0, 300) ?? String(context);
  expect(res.status, where).toBeLessThan(500);
  expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
  const success = outcome.ok[res.status];
  if (success) {
    const parsed = success.safeParse(res.body);
    expect(parsed.success, `${where} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`).toBe(true);
    return;
  }
  const codes = outcome.fails[res.status];
  expect(codes, `${where} → unexpected ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`).toBeDefined();
  expect(codes, where).toContain(res.body.code);
  expect(ApiErrorBody.strict().safeParse(res.body).success, `${where} → ${JSON.stringify(res.body)}`).toBe(true);
}

// ---------------------------------------------------------------------------
// Nobody else's rows change
// ---------------------------------------------------------------------------

const COUNTED = ['users', 'prompts', 'comments', 'votes', 'favorites', 'feedback', 'reports'] as const;
type Counted = (typeof COUNTED)[number];

async function rowCounts(): Promise<Record<Counted, number>> {
  const out = {} as Record<Counted, number>;
  for (const table of COUNTED) {
    const row = await t.database.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

/** Every row of the bystander's, as stored. */
async function bystanderRows() {
  const db = t.database.kysely;
  const id = bystander.user!.id;
  return {
    user: await db.selectFrom('users').selectAll().where('id', '=', id).execute(),
    sessions: await db
      .selectFrom('sessions')
      .select(['token_hash', 'expires_at'])
      .where('user_id', '=', id)
      .orderBy('id')
      .execute(),
    prompts: await db.selectFrom('prompts').selectAll().where('user_id', '=', id).orderBy('id').execute(),
    comments: await db.selectFrom('comments').selectAll().where('user_id', '=', id).orderBy('id').execute(),
    votes: await db.selectFrom('votes').selectAll().where('user_id', '=', id).orderBy('id').execute(),
    favorites: await db.selectFrom('favorites').selectAll().where('user_id', '=', id).orderBy('id').execute(),
  };
}

/** Runs `act`; afterwards the bystander's rows are as before, and only the tables in `changes` have another number of rows. */
async function untouched(act: () => Promise<void>, options: { changes?: Counted[] } = {}) {
  const counts = await rowCounts();
  const rows = await bystanderRows();
  await act();
  const after = await rowCounts();
  for (const table of COUNTED) if (!options.changes?.includes(table)) expect(after[table], table).toBe(counts[table]);
  expect(await bystanderRows()).toEqual(rows);
}

// ---------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------

const SQL_INJECTIONS = [
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "Robert'); DELETE FROM prompts; --",
  "' OR '1'='1",
  '1; UPDATE prompts SET shared = 1; --',
  "x' UNION SELECT id, password_hash FROM users --",
  "') OR user_id = user_id --",
  '%_%',
  '\\',
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    ...SQL_INJECTIONS,
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(document.cookie)>',
    '"><svg/onload=alert(1)>',
    'javascript:alert(1)',
    '{{constructor.constructor("alert(1)")()}}',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\u202Eevil',
    '🏳️‍🌈'.repeat(50),
    '%00%27%22',
  ),
  fc.integer({ min: 1, max: 20 }).map((n) => 'A'.repeat(n * 5000)),
);

const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** A value of the right type for the field, with hostile text in it: these bodies often pass validation, so their writes really happen. */
function shapedValue(key: string): fc.Arbitrary<unknown> {
  switch (key) {
    case 'shared':
    case 'agreeToTerms':
      return fc.boolean();
    case 'value':
      return fc.constantFrom(-1, 0, 1);
    case 'parentId':
      return fc.oneof(fc.constant(null), fc.nat(), fc.constantFrom(theirs.commentId, theirs.privateCommentId));
    case 'email':
      return fc.oneof(
        hostileString,
        fc.constantFrom('bystander@example.test', 'fuzzer@example.test'),
        hostileString.map((s) => `${s.replace(/[^\w.'%+-]/g, '').slice(0, 40) || 'x'}@example.test`),
      );
    case 'login':
      return fc.oneof(hostileString, fc.constantFrom('bystander', 'fuzzer', ...SQL_INJECTIONS));
    default:
      return fc.oneof(hostileString, fc.constantFrom(...SQL_INJECTIONS));
  }
}

const bodyFor = (keys: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(keys.map((k) => [k, shapedValue(k)]))),
    fc.record(Object.fromEntries(keys.map((k) => [k, shapedValue(k)])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] }),
    fc.anything({ maxDepth: 3 }),
    fc.jsonValue({ maxDepth: 3 }),
  );

interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  label?: string;
  keys: string[];
  outcome: Outcome;
  /** Tables whose row count a success may change (all others stay as they are). */
  changes?: Counted[];
}

const PROMPT_KEYS = ['title', 'description', 'remark', 'notes', 'shared'];
const WRITE_ROUTES: WriteRoute[] = [
  {
    method: 'POST',
    url: () => '/api/prompts',
    keys: PROMPT_KEYS,
    outcome: { ok: { 201: PromptResponse.strict() }, fails: BODY_FAILS },
    changes: ['prompts'],
  },
  {
    method: 'PATCH',
    url: () => `/api/prompts/${promptId}`,
    label: '/api/prompts/:id',
    keys: PROMPT_KEYS,
    outcome: { ok: { 200: PromptResponse.strict() }, fails: BODY_FAILS },
  },
  {
    method: 'POST',
    url: () => '/api/comments/curated/3',
    keys: ['text', 'parentId'],
    outcome: { ok: { 201: CommentResponse.strict() }, fails: merge(BODY_FAILS, { 400: ['INVALID_PARENT'] }) },
    changes: ['comments'],
  },
  {
    method: 'POST',
    url: () => `/api/comments/community/${promptId}`,
    label: '/api/comments/community/:id',
    keys: ['text', 'parentId'],
    outcome: { ok: { 201: CommentResponse.strict() }, fails: merge(BODY_FAILS, { 400: ['INVALID_PARENT'] }) },
    changes: ['comments'],
  },
  {
    method: 'PUT',
    url: () => '/api/votes/curated/4',
    keys: ['value'],
    outcome: { ok: { 200: VoteState.strict() }, fails: BODY_FAILS },
    changes: ['votes'],
  },
  {
    method: 'POST',
    url: () => '/api/feedback',
    keys: ['message', 'contact'],
    outcome: { ok: { 201: FeedbackResponse.strict() }, fails: BODY_FAILS },
    changes: ['feedback'],
  },
  {
    method: 'POST',
    url: () => '/api/reports',
    keys: ['kind', 'id', 'reason', 'note'],
    outcome: {
      ok: { 201: ReportResponse.strict() },
      fails: merge(BODY_FAILS, { 404: ['NOT_FOUND'], 409: ['ALREADY_REPORTED'] }),
    },
    changes: ['reports'],
  },
  {
    method: 'POST',
    url: () => '/api/auth/register',
    keys: ['username', 'email', 'password', 'agreeToTerms'],
    outcome: {
      ok: { 201: UserResponse.strict() },
      fails: merge(BODY_FAILS, { 400: ['COMMON_PASSWORD'], 409: ['USERNAME_TAKEN', 'EMAIL_TAKEN'] }),
    },
    changes: ['users'],
  },
  {
    method: 'POST',
    url: () => '/api/auth/login',
    keys: ['login', 'password'],
    outcome: { ok: { 200: UserResponse.strict() }, fails: merge(BODY_FAILS, { 401: ['INVALID_CREDENTIALS'] }) },
  },
  {
    method: 'POST',
    url: () => '/api/auth/forgot-password',
    keys: ['email'],
    outcome: { ok: { 202: ForgotPasswordResponse.strict() }, fails: BODY_FAILS },
  },
  {
    method: 'POST',
    url: () => '/api/auth/reset-password',
    keys: ['email', 'code', 'password'],
    outcome: { ok: {}, fails: merge(BODY_FAILS, { 400: ['INVALID_RESET_CODE', 'COMMON_PASSWORD'] }) },
  },
];

/** Hostile bodies sent to the bystander's things: never a success, whatever the body. */
const FOREIGN_WRITES: Array<{
  label: string;
  method: 'POST' | 'PUT' | 'PATCH';
  url: () => string;
  keys: string[];
  fails: Failures;
}> = [
  {
    label: "PATCH someone's shared prompt",
    method: 'PATCH',
    url: () => `/api/prompts/${theirs.sharedId}`,
    keys: PROMPT_KEYS,
    fails: merge(BODY_FAILS, { 403: ['FORBIDDEN'] }),
  },
  {
    label: "PATCH someone's private prompt",
    method: 'PATCH',
    url: () => `/api/prompts/${theirs.privateId}`,
    keys: PROMPT_KEYS,
    fails: merge(BODY_FAILS, { 404: ['NOT_FOUND'] }),
  },
  {
    label: "comment on someone's private prompt",
    method: 'POST',
    url: () => `/api/comments/community/${theirs.privateId}`,
    keys: ['text', 'parentId'],
    fails: merge(BODY_FAILS, { 404: ['NOT_FOUND'] }),
  },
  {
    label: "vote on someone's private prompt",
    method: 'PUT',
    url: () => `/api/votes/community/${theirs.privateId}`,
    keys: ['value'],
    fails: merge(BODY_FAILS, { 404: ['NOT_FOUND'] }),
  },
];

/** The fuzzing agent stays logged in as itself (a successful login or registration switches its session). */
async function backToFuzzer() {
  const me = await agent.get('/api/auth/me');
  if (me.status !== 200 || me.body.user.id !== agent.user!.id) {
    const relog = await agent.post('/api/auth/login', { login: 'fuzzer', password: agent.password });
    expect(relog.status).toBe(200);
  }
}

const send = (method: string, url: string, body: unknown) =>
  agent.request(method as 'POST', url, body === undefined ? undefined : JSON.stringify(body), {
    headers: { 'content-type': 'application/json' },
  });

describe('hostile bodies', () => {
  it.each(WRITE_ROUTES.map((r) => [`${r.method} ${r.label ?? r.url()}`, r] as const))(
    "%s answers as documented and changes nobody else's rows",
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(bodyFor(route.keys), async (body) => {
          await untouched(
            async () => {
              const res = await send(route.method, route.url(), body);
              expectOutcome(res, route.outcome, body);
            },
            { changes: route.changes },
          );
        }),
        { numRuns: RUNS },
      );
      await backToFuzzer();
    },
  );

  it.each(FOREIGN_WRITES.map((r) => [r.label, r] as const))(
    '%s: refused whatever the body, and nothing of theirs changes',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(bodyFor(route.keys), async (body) => {
          await untouched(async () => {
            const res = await send(route.method, route.url(), body);
            expectOutcome(res, { ok: {}, fails: route.fails }, body);
          });
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('raw bytes that are not valid UTF-8 or not JSON answer as documented', async () => {
    const outcomes: Record<string, Outcome> = {
      '/api/prompts': { ok: { 201: PromptResponse.strict() }, fails: BODY_FAILS },
      '/api/feedback': { ok: { 201: FeedbackResponse.strict() }, fails: BODY_FAILS },
      '/api/comments/curated/2': { ok: { 201: CommentResponse.strict() }, fails: BODY_FAILS },
      '/api/auth/login': { ok: {}, fails: merge(BODY_FAILS, { 401: ['INVALID_CREDENTIALS'] }) },
    };
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom(...Object.keys(outcomes)),
        async (bytes, url) => {
          const prefix = Buffer.from('{"title":"t","description":"', 'utf8');
          const payload = Buffer.concat([
            prefix,
            Buffer.from(bytes),
            Buffer.from('","text":"x","message":"m"}', 'utf8'),
          ]);
          await untouched(
            async () => {
              const res = await agent.request('POST', url, payload, {
                headers: { 'content-type': 'application/json' },
              });
              expectOutcome(res, outcomes[url]!, { url, bytes: Array.from(bytes) });
            },
            { changes: ['prompts', 'feedback', 'comments'] },
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('hostile text that is accepted is stored verbatim and only ever returned inside JSON', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (text) => {
        const res = await agent.post('/api/prompts', {
          title: text.slice(0, 100) || 'x',
          description: text || 'x',
          shared: true,
        });
        expectOutcome(res, { ok: { 201: PromptResponse.strict() }, fails: BODY_FAILS }, text);
        if (res.status !== 201) return;
        const created = res.body.prompt;
        expect(created.description).toBe((text || 'x').trim());
        const read = await agent.get(`/api/prompts/${created.id}`);
        expect(read.body.prompt.description).toBe(created.description);
        expect(read.headers['content-security-policy']).toContain("default-src 'none'");
        expect(read.headers['x-content-type-options']).toBe('nosniff');
        // The JSON text escapes markup-significant characters, so it cannot be sniffed as HTML.
        expect(read.raw.body.startsWith('{')).toBe(true);
        await agent.delete(`/api/prompts/${created.id}`);
      }),
      { numRuns: RUNS },
    );
  });

  it('rejects control characters and lone surrogates instead of storing broken text', async () => {
    for (const text of ['a\u0000b', '\uD800', 'x\uDFFFy', 'bell\u0007']) {
      const res = await agent.post('/api/comments/curated/1', { text });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'text' });
    }
  });
});

describe('SQL-injection strings are data', () => {
  it("are stored verbatim as the caller's own rows, found as words, refused as logins, and change no other row", async () => {
    const counts = await rowCounts();
    const rows = await bystanderRows();
    const made: number[] = [];
    for (const text of SQL_INJECTIONS) {
      const prompt = await agent.post('/api/prompts', {
        title: text,
        description: `${text} body`,
        remark: text,
        notes: text,
        shared: true,
      });
      expect(prompt.status, text).toBe(201);
      expect(prompt.body.prompt).toMatchObject({
        title: text,
        description: `${text} body`,
        remark: text,
        notes: text,
        shared: true,
      });
      made.push(prompt.body.prompt.id);
      const mine = await agent.get(`/api/prompts/${prompt.body.prompt.id}`);
      expect(mine.body.prompt.title).toBe(text);

      // Numbered, so that a string drawn twice is not refused as the same text posted on several prompts.
      const commentText = `${text} #${made.length}`;
      const comment = await agent.post(`/api/comments/community/${prompt.body.prompt.id}`, { text: commentText });
      expect(comment.status, text).toBe(201);
      expect(comment.body.comment).toMatchObject({ text: commentText, author: { username: 'fuzzer' } });

      // A search for the string lists shared prompts only, and never the bystander's private one.
      for (const viewer of [agent, new Agent(t.app)]) {
        const found = await viewer.get(`/api/community/prompts?q=${encodeURIComponent(text)}&pageSize=50`);
        expect(found.status, text).toBe(200);
        const ids = (found.body.items as Array<{ id: number }>).map((item) => item.id);
        expect(ids, text).toContain(prompt.body.prompt.id);
        expect(ids, text).not.toContain(theirs.privateId);
        // A word, not a pattern: every prompt listed holds the string itself.
        for (const item of found.body.items as Array<{
          title: string;
          description: string;
          remark: string | null;
          author: { username: string };
        }>) {
          const haystack = [item.title, item.description, item.remark ?? '', item.author.username]
            .join('\n')
            .toLowerCase();
          expect(haystack, text).toContain(text.toLowerCase());
        }
      }
      const mineSearch = await agent.get(`/api/prompts?q=${encodeURIComponent(text)}`);
      expect(mineSearch.status, text).toBe(200);
      expect((mineSearch.body.items as Array<{ id: number }>).map((item) => item.id)).toContain(prompt.body.prompt.id);

      for (const login of [text, `bystander${text}`]) {
        const res = await new Agent(t.app).post('/api/auth/login', { login, password: text });
        expect(res.status, login).toBe(401);
        expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      }
      const forgot = await new Agent(t.app).post('/api/auth/forgot-password', { email: text });
      expect(forgot.status).toBe(400);
      expect(forgot.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    }
    const after = await rowCounts();
    expect(after).toEqual({
      ...counts,
      prompts: counts.prompts + SQL_INJECTIONS.length,
      comments: counts.comments + SQL_INJECTIONS.length,
    });
    expect(await bystanderRows()).toEqual(rows);
    // What the bystander sees of their own things is unchanged too.
    expect((await bystander.get(`/api/prompts/${theirs.privateId}`)).body.prompt).toMatchObject({
      title: 'Bystander secret',
      shared: false,
    });
    for (const id of made) expect((await agent.delete(`/api/prompts/${id}`)).status).toBe(200);
  });
});

describe('hostile queries and paths', () => {
  it('community listing query strings answer as documented, and never list a private prompt', async () => {
    const outcome: Outcome = {
      ok: { 200: CommunityListResponse.strict() },
      fails: { 400: ['VALIDATION_FAILED', 'BAD_REQUEST'] },
    };
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            q: hostileString,
            sort: fc.oneof(fc.constantFrom('newest', 'votes'), fc.string()),
            page: fc.oneof(fc.nat(), fc.string()),
            pageSize: fc.oneof(fc.nat(), fc.string()),
          },
          { requiredKeys: [] },
        ),
        fc.boolean(),
        async (query, signedIn) => {
          const qs = new URLSearchParams(
            Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
          ).toString();
          const res = await (signedIn ? agent : new Agent(t.app)).get(`/api/community/prompts?${qs}`);
          expectOutcome(res, outcome, query);
          if (res.status === 200)
            expect((res.body.items as Array<{ id: number }>).map((item) => item.id)).not.toContain(theirs.privateId);
          if (res.status === 400 && res.body.field !== undefined)
            expect(['q', 'sort', 'page', 'pageSize', 'cursor']).toContain(res.body.field);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("path parameters answer as documented, on reads and deletes, and never reach someone else's rows", async () => {
    const refs = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.constant('1e309'),
      fc.constant('99999999999999999999'),
      fc.constantFrom(...[theirs.privateId, theirs.sharedId, theirs.commentId, theirs.privateCommentId].map(String)),
    );
    const read: Outcome = {
      ok: { 200: VoteState.strict() },
      fails: { 400: ['VALIDATION_FAILED'], 404: ['NOT_FOUND'] },
    };
    const remove: Outcome = {
      ok: { 200: OkResponse.strict() },
      fails: { 400: ['VALIDATION_FAILED'], 403: ['FORBIDDEN'], 404: ['NOT_FOUND'] },
    };
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.constantFrom('curated', 'community')), refs, async (kind, ref) => {
        await untouched(
          async () => {
            const url = `/api/votes/${encodeURIComponent(kind)}/${encodeURIComponent(ref)}`;
            const res = await agent.get(url);
            expectOutcome(res, read, url);
            if (res.status === 400) expect(['kind', 'ref']).toContain(res.body.field);
            if (kind === 'community' && ref === String(theirs.privateId)) expect(res.status).toBe(404);

            const deletes = [`/api/prompts/${encodeURIComponent(ref)}`, `/api/comments/${encodeURIComponent(ref)}`];
            for (const target of deletes) {
              const del = await agent.delete(target);
              expectOutcome(del, remove, target);
              if (del.status === 400) expect(del.body.field, target).toBe('id');
            }
          },
          // The agent's own prompts and comments may go.
          { changes: ['prompts', 'comments', 'votes'] },
        );
      }),
      { numRuns: RUNS },
    );
  });
});
