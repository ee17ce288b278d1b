/**
 * Answers that are the same for every visitor (the community list and comment threads as seen signed out), kept for a
 * moment as serialized text. Popular pages and searches are then served without touching the
 * database, and a burst of identical requests costs one computation: a miss already being computed
 * is joined, not repeated.
 *
 * Bounded twice: by entries and by the bytes of the kept text (one answer can be megabytes), least
 * recently used first; expired entries go whenever an answer is added, not only when looked up.
 *
 * Only writes that can change a public answer empty it (PUBLIC_ANSWER_WRITES below, checked for
 * every write route when the app starts); the time limit bounds how stale an answer can be after a
 * write this process did not see (another instance, or a change made behind the API).
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { isSafeMethod } from '../http/methods';

interface Entry {
  text: string;
  bytes: number;
  expires: number;
}

export const DEFAULT_PUBLIC_CACHE_ENTRIES = 1000;

export class PublicAnswerCache {
  /** In order of use, least recent first. */
  private readonly entries = new Map<string, Entry>();
  /** Misses being computed: later identical misses wait for the same answer. */
  private readonly inFlight = new Map<string, Promise<string>>();
  private bytes = 0;
  /** Counts clear() calls, so an answer computed across a write is recognised and not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly maxEntries = DEFAULT_PUBLIC_CACHE_ENTRIES,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0 && this.maxEntries > 0;
  }

  /** Bytes (UTF-8) of the text kept now. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** The answer kept under `key`, or the one `compute` gives (kept for next time). */
  async getOrCompute(key: string, compute: () => Promise<string>): Promise<string> {
    if (!this.enabled) return compute();
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.text;
    }
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const computing = compute();
    this.inFlight.set(key, computing);
    try {
      const text = await computing;
      // A write that landed while computing may not be in `text`: keep it only if none did.
      if (generation === this.generation) this.keep(key, text);
      return text;
    } finally {
      if (this.inFlight.get(key) === computing) this.inFlight.delete(key);
    }
  }

  /** Forgets every answer, and lets requests after this call compute afresh rather than join a computation begun before it. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inFlight.clear();
    this.bytes = 0;
  }

  private keep(key: string, text: string): void {
    this.drop(key);
    this.sweepExpired();
    const bytes = Buffer.byteLength(text, 'utf8');
    if (bytes > this.maxBytes) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.bytes + bytes > this.maxBytes)) {
      this.drop(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { text, bytes, expires: this.now() + this.ttlMs });
    this.bytes += bytes;
  }

  private sweepExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.drop(key);
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * Sends the answer kept under `key`, or the one `compute` gives, serialized
 * once by the route's response serializer and kept as text.
 */
export async function sendPublic(
  reply: FastifyReply,
  cache: PublicAnswerCache,
  key: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const body = await cache.getOrCompute(key, async () => reply.serialize(await compute()) as string);
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Whether a successful write of a route can change an answer kept for visitors (their community
 * list: shared prompts' text, authors, scores and comment counts; comment threads). Every write route under /api must
 * be listed (the app refuses to start otherwise), so a new route decides here rather than forgets.
 * A function decides from the request when only some writes of a route matter.
 */
type ChangesPublicAnswers = boolean | ((request: FastifyRequest) => boolean);

/** Whether a JSON-RPC body (one message or a batch) calls save_prompt with shared: true. */
function mcpSharesPrompt(body: unknown): boolean {
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  return messages.some((message) => {
    const call = message as { method?: unknown; params?: { name?: unknown; arguments?: { shared?: unknown } } } | null;
    return (
      call?.method === 'tools/call' && call.params?.name === 'save_prompt' && call.params.arguments?.shared === true
    );
  });
}

const onCommunityTarget = (request: FastifyRequest) =>
  (request.params as { kind?: string } | undefined)?.kind === 'community';

export const PUBLIC_ANSWER_WRITES: Record<string, ChangesPublicAnswers> = {
  // A new prompt is public only when shared; an edit or delete may share, unshare or change a shared one.
  'POST /api/prompts': (request) => (request.body as { shared?: unknown } | undefined)?.shared === true,
  'PATCH /api/prompts/:id': true,
  'DELETE /api/prompts/:id': true,
  // Imported prompts may be shared.
  'POST /api/me/import': true,
  // Scores of community prompts (curated prompts are not in the cached list).
  'PUT /api/votes/:kind/:ref': onCommunityTarget,
  // Threads of every prompt are kept for visitors too, and comment counts of community prompts.
  'POST /api/comments/:kind/:ref': true,
  // The comment's target is not in the request: it may be a community prompt.
  'DELETE /api/comments/:id': true,
  // Favorites are private, and nothing visitors see depends on accounts, sessions or feedback.
  'PUT /api/favorites/:kind/:ref': false,
  'DELETE /api/favorites/:kind/:ref': false,
  // MCP calls are reads but for save_prompt, which may share a prompt (server/mcp/tools.ts).
  'POST /api/mcp': (request) => mcpSharesPrompt(request.body),
  'POST /api/auth/register': false,
  'POST /api/auth/login': false,
  'POST /api/auth/logout': false,
  'POST /api/auth/logout-all': false,
  'POST /api/auth/forgot-password': false,
  'POST /api/auth/reset-password': false,
  'POST /api/auth/change-password': false,
  'POST /api/feedback': false,
  'POST /api/tokens': false,
  'DELETE /api/tokens/:id': false,
  // A report can hide its item at once (REPORT_HIDE_THRESHOLD).
  'POST /api/reports': true,
  // The member's shared prompts, votes and comments leave what visitors see.
  'DELETE /api/auth/account': true,
  // The console: items hidden, shown or deleted, suspended authors' prompts leaving the list (and
  // coming back), deleted accounts change what visitors see; sessions, roles and the inbox do not.
  'POST /api/admin/queue/:kind/:id': true,
  'POST /api/admin/content/:kind/:id/hide': true,
  'POST /api/admin/content/:kind/:id/unhide': true,
  'DELETE /api/admin/content/:kind/:id': true,
  'POST /api/admin/members/:id/suspend': true,
  'POST /api/admin/members/:id/lift': true,
  'DELETE /api/admin/members/:id': true,
  'POST /api/admin/members/:id/end-sessions': false,
  'PUT /api/admin/members/:id/role': false,
  'POST /api/admin/feedback/:id/handled': false,
};

/** Throws when a write route under /api does not say whether it changes public answers. */
export function checkPublicAnswerRoute(route: RouteOptions): void {
  for (const method of [route.method].flat()) {
    if (isSafeMethod(method) || !route.url.startsWith('/api')) continue;
    if (!(`${method} ${route.url}` in PUBLIC_ANSWER_WRITES)) {
      throw new Error(
        `${method} ${route.url} must say in PUBLIC_ANSWER_WRITES (server/cache/publicAnswers.ts) whether it changes public answers`,
      );
    }
  }
}

/** Whether this request, once it succeeded, may have changed an answer kept for visitors. */
export function changesPublicAnswers(request: FastifyRequest): boolean {
  const rule = PUBLIC_ANSWER_WRITES[`${request.method} ${request.routeOptions.url}`];
  // Unknown (a route added without the start-up check): clear, to be safe.
  if (rule === undefined) return true;
  return typeof rule === 'function' ? rule(request) : rule;
}
