/**
 * What a run of the API bench measures and for how long, from its command line and environment
 * (see main.ts for the flags).
 */
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const LARGE_DURATION = Number(process.env.BENCH_LARGE_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
export const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
export const large = process.argv.includes('--large');
export const small = !process.argv.includes('--no-small');
/** Figures of every database are appended here (JSON lines) so the parent can print one summary. */
export const RESULTS_FILE = process.env.BENCH_API_RESULTS;
