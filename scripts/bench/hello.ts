/**
 * The bench's baseline: a bare Fastify server answering {"hello":"world"} on GET /, in its own
 * process on the same Node (and loader) as server/main.ts, so the API figures can be read as a
 * ratio to it.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
