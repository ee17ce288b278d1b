/**
 * Answers that are the same for every visitor (the community list as seen
 * signed out), kept for a moment. Popular pages and searches are then served
 * without touching the database; any successful write through this server
 * empties the cache at once, and the time limit bounds how stale an answer can
 * be when another instance wrote (PostgreSQL set-ups with several servers).
 */
import type { FastifyReply } from 'fastify';

export class PublicAnswerCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  /** Counts clear() calls, so an answer computed across a write is recognised and not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The answer kept under `key`, or the one `compute` gives (kept for next time). */
  async getOrCompute<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value as T;
    const generation = this.generation;
    const value = await compute();
    // A write that landed while computing may not be in `value`: keep it only if none did.
    if (generation === this.generation) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/**
 * Sends the answer kept under `key`, or the one `compute` gives, serialized
 * once by the route's response serializer and kept as text.
 */
export async function sendPublic(reply: FastifyReply, cache: PublicAnswerCache, key: string, compute: () => Promise<unknown>): Promise<FastifyReply> {
  const body = await cache.getOrCompute(key, async () => reply.serialize(await compute()));
  return reply.type('application/json; charset=utf-8').send(body);
}
