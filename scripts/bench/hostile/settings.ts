/**
 * The hostile bench's settings and targets (see main.ts for what it measures).
 */
import { loadConfig } from '../../../server/config';

export const DURATION_S = Number(process.env.BENCH_HOSTILE_DURATION ?? 6);
export const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
/** --cases=2,6 runs only those cases. */
export const chosen = process.argv
  .find((a) => a.startsWith('--cases='))
  ?.slice('--cases='.length)
  .split(',')
  .map(Number);
export const LOOP_TARGET_MS = 100;
export const P99_TARGET_MS = 500;
export const RSS_TARGET_MB = 100;
/** Shared prompts during the search storm (case 2), as in issue 27's reproduction. */
export const STORM_SHARED_PROMPTS = Number(process.env.BENCH_STORM_PROMPTS ?? 50_000);
/** The curated prompt that carries the thread of maximal comments. */
export const THREAD_REF = 7;
/** Production defaults, with the bench standing where nginx would (one trusted proxy). */
export const SERVER_ENV = {
  RATE_LIMIT_DISABLED: 'false',
  TRUST_PROXY: '1',
  PUBLIC_CACHE_MS: String(loadConfig({}).publicCacheMs),
};
