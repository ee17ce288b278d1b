/**
 * The benches' view of the server's event loop, loaded into server/main.ts's process with
 * `node --import tsx --import <this file>` (scripts/bench/server.ts) so the production entry point
 * carries no bench code. It samples the event-loop delay every 10 ms off the request path and
 * writes one line on stdout,
 *   event-loop {"longestBlockMs":…,"maxMs":…,"p99Ms":…,"meanMs":…,"samples":…}
 * on SIGUSR2 (then starts over) and when the process exits. The histogram records the time between
 * two samples, so an idle loop reads 10 ms and a block of N ms reads about N + 10 ms: the longest
 * block is the maximum less the resolution. Sampling starts before the server does, so the first
 * report includes start-up; the benches ask for one and discard it before each measured window.
 *
 * Plain JavaScript, and idle outside the main thread: the server's worker threads inherit the
 * `--import` flags, and tsx does not load TypeScript there.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const RESOLUTION_MS = 10;

if (isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const report = () => {
    const line = {
      longestBlockMs: Math.max(0, ms(histogram.max) - RESOLUTION_MS),
      maxMs: ms(histogram.max),
      p99Ms: ms(histogram.percentile(99)),
      meanMs: ms(histogram.mean),
      samples: histogram.count,
    };
    // Synchronous for the pipe the bench reads (Linux), so the line written at exit is not lost.
    process.stdout.write(`event-loop ${JSON.stringify(line)}\n`);
    histogram.reset();
  };
  process.on('SIGUSR2', report);
  process.on('exit', report);
}
