/**
 * HTTP methods that only read: they need no `X-Requested-With` header (CSRF
 * check), are not counted by the write rate limits, and are documented without
 * the CSRF header requirement. One list for all three. Methods are uppercase,
 * as Fastify gives them.
 */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}
