/**
 * The anonymous crowd of the hostile bench, in its own process so its work does not delay the
 * clocks of the members being measured: autocannon GETs cycling through the given paths, each
 * request from the next of `ips` X-Forwarded-For addresses. Started by startLoad
 * (clients.ts) with a JSON LoadConfig as its argument; prints `started`, then
 * `result {…}` (statuses, latency, bytes) when the time is up.
 */
import autocannon from 'autocannon';
import type { LoadConfig, LoadResult } from './clients';

const config = JSON.parse(process.argv[2] ?? '{}') as LoadConfig;
let counter = 0;

process.stdout.write('started\n');
autocannon(
  {
    url: config.base,
    connections: config.connections,
    duration: config.durationS,
    timeout: config.timeoutS ?? 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            path: config.paths[counter % config.paths.length]!,
            headers: { ...request.headers, 'x-forwarded-for': `${config.ipPrefix}.${(counter % config.ips) + 1}` },
          };
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    const statuses: Record<string, number> = {};
    for (const [status, stat] of Object.entries(result.statusCodeStats ?? {}))
      statuses[status] = (stat as { count: number }).count;
    const summary: LoadResult = {
      total: result.requests.total,
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
      bytes: result.throughput.total,
    };
    process.stdout.write(`result ${JSON.stringify(summary)}\n`);
    process.exit(0);
  },
);
