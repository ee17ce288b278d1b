/**
 * The console's API under /api/admin, one file per area. Every route answers 404 NOT_FOUND to
 * anyone who is not a moderator (or, for admin-only routes, an admin), before its body is read:
 * the console does not advertise itself. Handlers are thin: the rules and the SQL live in
 * repositories/console/.
 */
import type { FastifyPluginAsync } from 'fastify';
import contentRoutes from './content';
import feedbackInboxRoutes from './feedback';
import logRoutes from './log';
import memberRoutes from './members';
import queueRoutes from './queue';

const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(queueRoutes, { prefix: '/queue' });
  await app.register(contentRoutes, { prefix: '/content' });
  await app.register(memberRoutes, { prefix: '/members' });
  await app.register(feedbackInboxRoutes, { prefix: '/feedback' });
  await app.register(logRoutes, { prefix: '/log' });
};

export default adminRoutes;
