/**
 * The PromptDeck server as a library: `buildApp({ database, mailer, clock, config })`
 * returns a Fastify instance serving `/api` (and the built site when present).
 * Tests drive it with `app.inject`; `server/main.ts` only reads the environment and listens.
 */
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Argon2Hasher } from './auth/passwords';
import { changesPublicAnswers, PublicAnswerCache } from './cache/publicAnswers';
import { resolveResetCodeSecret } from './auth/resetCodeSecret';
import { guardRoute } from './auth/guard';
import { loadSession } from './auth/sessions';
import { refuseSuspendedEdit, refuseSuspendedWrite } from './auth/suspension';
import { checkTokenRoute } from './auth/tokenPolicy';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { AppDatabase } from './db';
import type { Mailer } from './mail';
import { bearerCors } from './http/cors';
import { createCsrfCheck } from './http/csrf';
import { errorHandler } from './http/errorHandler';
import { isSafeMethod } from './http/methods';
import { recordRoutePolicies, type RoutePolicy } from './http/policy';
import { responseSerializerCompiler } from './http/responseSerializer';
import rateLimitPlugin from './plugins/rateLimit';
import { isApiPath, staticSitePlugin } from './plugins/staticSite';
import swaggerPlugin from './plugins/swagger';
import adminRoutes from './routes/admin';
import authRoutes from './routes/auth';
import commentRoutes from './routes/comments';
import communityRoutes from './routes/community';
import favoriteRoutes from './routes/favorites';
import feedbackRoutes from './routes/feedback';
import transferRoutes from './routes/transfer';
import healthRoutes from './routes/health';
import mcpRoutes, { MCP_ROUTE } from './mcp';
import { readLimits, tokenKey } from './search';
import promptRoutes from './routes/prompts';
import reportRoutes from './routes/reports';
import tokenRoutes from './routes/tokens';
import voteRoutes from './routes/votes';
import type { AppDeps } from './types';

export interface BuildAppOptions {
  database: AppDatabase;
  mailer: Mailer;
  clock?: Clock;
  config: AppConfig;
  /** Fastify logger options; defaults to config.logLevel on stdout. */
  logger?: FastifyServerOptions['logger'];
}

export const API_VERSION = '1.0.0';

/** Headers of every /api answer, besides helmet's: never cached, and a CSP under which an answer can load nothing and be framed by no page. */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Never log secrets: cookies, authorization, set-cookie. Bodies are not logged at all. */
const LOG_REDACT = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    'headers.cookie',
    'body',
    'req.body',
  ],
  censor: '[redacted]',
};

/**
 * Paths whose query string may carry a secret: the auth routes, and the reset password page in any
 * locale (links mailed before the code moved to the fragment carry `?email=…&code=…`). Matched on
 * the decoded, lower-cased path with repeated slashes folded, so no spelling of them slips through.
 */
const SECRET_QUERY_PATHS = [/^\/api\/auth(?:[/;]|$)/, /(?:^|\/)reset-password(?:[/.;]|$)/];

/** A request's URL as the log keeps it: without the query string where it may carry a secret. */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const rawPath = url.slice(0, queryStart);
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // A malformed escape: judged as written.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return SECRET_QUERY_PATHS.some((pattern) => pattern.test(path)) ? rawPath : url;
}

/**
 * What a request's log line says about it. Fastify's default adds the client's address and port;
 * the privacy policy promises that IP addresses serve only the rate limits and are not kept, and
 * logs are kept, so the address is left out here (the rate limiter reads it from the request).
 * Nor does a log line keep a reset code or an email address (loggedUrl).
 */
const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url), host: request.host }),
};

/** The logger of the server and of its start-up messages: level, redaction, what a request line holds. */
export function loggerOptions(level: string) {
  return { level, redact: LOG_REDACT, serializers: LOG_SERIALIZERS };
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config } = options;
  const deps: AppDeps = {
    database: options.database,
    mailer: options.mailer,
    clock: options.clock ?? systemClock,
    config,
    hasher: new Argon2Hasher(config.argon2),
    resetCodeSecret: resolveResetCodeSecret({ secret: config.resetCodeSecret, dataDir: config.dataDir }),
    publicAnswers: new PublicAnswerCache(config.publicCacheMs, config.publicCacheMaxBytes),
  };

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // A hop count trusts that many proxies next to the server (fastify's own meaning of a number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // A client must send its headers promptly; Node checks this every connectionsCheckingInterval.
  app.server.headersTimeout = config.headersTimeoutMs;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('deps', deps);
  const routePolicies = new Map<string, RoutePolicy>();
  app.decorate('routePolicies', routePolicies);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('credential', null);
  app.setErrorHandler(errorHandler);
  // The API speaks JSON only: a text/plain body is refused with 415.
  app.removeContentTypeParser('text/plain');

  app.register(cookie);
  app.register(helmet, {
    global: true,
    // The Docusaurus pages carry inline scripts; /api answers get their own strict policy below.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.cookieSecure ? undefined : false,
  });
  app.register(rateLimitPlugin, { config });
  app.register(swaggerPlugin, { version: API_VERSION, siteUrl: config.siteUrl });

  // Cross-origin calls made with an access token (http/cors.ts), on every /api path, matched or not, before the
  // hooks of /api: a preflight is answered from its headers alone (no session, no query). The MCP endpoint keeps
  // its own rule: a browser may call it from the site only (mcp/index.ts).
  app.addHook('onRequest', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!isApiPath(urlPath) || urlPath === MCP_ROUTE || request.routeOptions.url === MCP_ROUTE) return;
    return bearerCors(request, reply);
  });

  const csrfCheck = createCsrfCheck(config.siteUrl);

  app.register(
    async (api) => {
      const writeIp = api.limiter('writeIp', 'ip');
      const writeAccount = api.limiter('writeAccount', (request) =>
        request.user ? String(request.user.id) : undefined,
      );
      const writeToken = api.limiter('writeToken', tokenKey);
      // Paid by every /api request: two headers, a session (or token) query only when a cookie (or bearer) is sent,
      // then a synchronous CSRF check (which a token request does not need) and what a token may use.
      // Writes are counted here, before their body is read, parsed or validated: a refused write costs no more than a header.
      // A token's writes count against the token and against its account.
      api.addHook('onRequest', async function (request, reply) {
        reply.headers(API_HEADERS);
        await loadSession(deps, request, reply);
        // The MCP endpoint never acts on the cookie session (only a bearer token names a member there), so it needs
        // no CSRF header; its POSTs carry reads and writes alike, which it counts and checks per call (server/mcp/limits.ts).
        const mcp = request.routeOptions.url === MCP_ROUTE;
        if (!mcp) csrfCheck(request);
        checkTokenRoute(request);
        if (isSafeMethod(request.method) || mcp) return;
        await writeIp.call(this, request, reply);
        await writeAccount.call(this, request, reply);
        await writeToken.call(this, request, reply);
        // A suspended member may read and take care of their account; other writes stop here.
        refuseSuspendedWrite(request);
      });
      // Making a prompt private is allowed while suspended, editing it is not: the body decides.
      api.addHook('preValidation', async (request) => {
        if (!isSafeMethod(request.method)) refuseSuspendedEdit(request);
      });
      // Reads are counted the same way, before their query is validated or run.
      api.addHook('onRequest', readLimits(api));
      // Then who may reach the route at all: 401 without the session it requires, 404 on the console without the role.
      api.addHook('onRequest', guardRoute);
      // Every route says how each of these hooks treats it (config.policy): the app does not start otherwise.
      api.addHook('onRoute', recordRoutePolicies(routePolicies));
      // A write that succeeded may change what every visitor sees: answers kept for them go (which writes: each route's policy).
      api.addHook('onSend', async (request, reply) => {
        if (!isSafeMethod(request.method) && reply.statusCode < 400 && changesPublicAnswers(request))
          deps.publicAnswers.clear();
      });

      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(promptRoutes, { prefix: '/prompts' });
      await api.register(communityRoutes, { prefix: '/community' });
      await api.register(voteRoutes, { prefix: '/votes' });
      await api.register(favoriteRoutes, { prefix: '/favorites' });
      await api.register(commentRoutes, { prefix: '/comments' });
      await api.register(feedbackRoutes, { prefix: '/feedback' });
      await api.register(reportRoutes, { prefix: '/reports' });
      await api.register(transferRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(tokenRoutes, { prefix: '/tokens' });
      await api.register(mcpRoutes, { version: API_VERSION });

      api.get(
        '/openapi.json',
        { schema: { hide: true }, config: { policy: { session: 'none', token: 'read' } } },
        async () => app.swagger(),
      );
    },
    { prefix: '/api' },
  );

  let sendSiteNotFound: Awaited<ReturnType<typeof staticSitePlugin>>['sendNotFound'] | undefined;
  app.register(async (site) => {
    ({ sendNotFound: sendSiteNotFound } = await staticSitePlugin(site, {
      siteDir: config.siteDir,
      gtagId: config.gtagId,
    }));
  });

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!isApiPath(urlPath) && sendSiteNotFound && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendSiteNotFound(request, reply, urlPath);
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: `No route ${request.method} ${urlPath}` });
  });

  // While closing, answers still in flight ask the client to drop the connection:
  // otherwise the kept-alive socket holds the server open until its keep-alive timeout.
  // An answer already on its way when closing starts leaves an idle socket behind
  // after closeIdleConnections ran once, so idle sockets are swept until closed.
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections?.(), 100);
    sweep.unref();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await deps.mailer.close?.();
  });

  return app;
}
