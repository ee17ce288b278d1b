/**
 * Answers that are the same for every visitor (the community list and comment threads as seen signed out), kept for a
 * moment as serialized text. Popular pages and searches are then served without touching the
 * database, and a burst of identical requests costs one computation: a miss already being computed
 * is joined, not repeated.
 *
 * Bounded twice: by entries and by the bytes of the kept text (one answer can be megabytes), least
 * recently used first; expired entries go whenever an answer is added, not only when looked up.
 *
 * Only writes that can change a public answer empty it (each write route's `publicAnswers` policy,
 * server/http/policy.ts, required of every write route when the app starts); the time limit bounds how stale an answer can be after a
 * write this process did not see (another instance, or a change made behind the API).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { policyOf } from '../http/policy';

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
 * Whether a successful write changes an answer kept for visitors: the route's policy says
 * (`publicAnswers`, server/http/policy.ts). The deciders below serve routes where only some
 * writes matter.
 */
export function changesPublicAnswers(request: FastifyRequest): boolean {
  const rule = policyOf(request)?.publicAnswers;
  // Unknown (a route without a policy; the start-up check refuses them): clear, to be safe.
  if (rule === undefined) return true;
  return typeof rule === 'function' ? rule(request) : rule === 'clears';
}

/** POST /api/prompts: a new prompt is public only when shared. */
export const sharesNewPrompt = (request: FastifyRequest) =>
  (request.body as { shared?: unknown } | undefined)?.shared === true;

/** Votes: scores of community prompts are kept for visitors (curated prompts are not in the cached list). */
export const onCommunityTarget = (request: FastifyRequest) =>
  (request.params as { kind?: string } | undefined)?.kind === 'community';

/** MCP calls are reads but for save_prompt with shared: true in a JSON-RPC body (server/mcp/tools.ts). */
export function mcpSharesPrompt(request: FastifyRequest): boolean {
  const body = request.body;
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  return messages.some((message) => {
    const call = message as { method?: unknown; params?: { name?: unknown; arguments?: { shared?: unknown } } } | null;
    return (
      call?.method === 'tools/call' && call.params?.name === 'save_prompt' && call.params.arguments?.shared === true
    );
  });
}
