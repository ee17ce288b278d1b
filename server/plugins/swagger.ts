/**
 * OpenAPI document generated from the contract's zod schemas: /api/openapi.json,
 * browsable at /api/docs.
 *
 * Besides the schemas (fastify-type-provider-zod), every operation gets its
 * operationId from OPERATIONS (server/routes/operations.ts) and its security
 * requirements from the route's policy (config.policy, server/http/policy.ts):
 * the session cookie where the policy asks for it, an access token where a token
 * may stand in, the role of console routes, and the CSRF header for every method
 * outside SAFE_METHODS. The document is built when the app becomes ready, so a
 * documented route missing from the table (or an entry without its route) stops
 * the start with the route named.
 */
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SESSION_COOKIE } from '../../src/api/limits';
import { isSafeMethod } from '../http/methods';
import type { RoutePolicy } from '../http/policy';
import { OPERATIONS } from '../routes/operations';

/**
 * Extension of a console operation naming the role it needs besides the session; anyone without it
 * gets 404 (see RoutePolicy.role).
 */
export const REQUIRED_ROLE = 'x-required-role';

/** Names of the security schemes in `components.securitySchemes`. */
export const SECURITY_SCHEMES = { session: 'sessionCookie', csrf: 'csrfHeader', token: 'accessToken' } as const;

/** Extension of an operation an access token may call: the scope it needs ('read' or 'write'). */
export const TOKEN_SCOPE = 'x-token-scope';

const OPERATIONS_FILE = 'server/routes/operations.ts';

type SecurityRequirement = Record<string, string[]>;

/**
 * What an operation needs: the CSRF header follows from the method, the cookie from the route's
 * policy, and whether an access token may stand in for both from its `token` (`tokenAccepted`).
 */
export function securityFor(
  method: string,
  session: RoutePolicy['session'],
  tokenAccepted = false,
): SecurityRequirement[] {
  const csrf: SecurityRequirement = isSafeMethod(method) ? {} : { [SECURITY_SCHEMES.csrf]: [] };
  const withSession: SecurityRequirement = { [SECURITY_SCHEMES.session]: [], ...csrf };
  const withToken: SecurityRequirement[] = tokenAccepted ? [{ [SECURITY_SCHEMES.token]: [] }] : [];
  switch (session) {
    case 'required':
      return [withSession, ...withToken];
    case 'optional':
      return [csrf, withSession, ...withToken];
    case 'none':
      return Object.keys(csrf).length ? [csrf] : [];
  }
}

/** `/api/prompts/:id` → `/api/prompts/{id}`, as the document writes paths. */
export function openapiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * The operation transform: the zod → JSON Schema conversion of
 * fastify-type-provider-zod, then the operationId of the table and the security of the route's policy.
 * `seen` collects the keys of the documented routes.
 */
export function createOperationTransform(
  operations: Readonly<Record<string, string>>,
  seen: Set<string>,
): SwaggerTransform {
  return (input) => {
    const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    const schema = result.schema as (Record<string, unknown> & { hide?: boolean }) | undefined;
    if (schema?.hide) return result;
    const methods = ([] as string[]).concat(input.route.method as string | string[]);
    if (methods.length !== 1) {
      throw new Error(
        `OpenAPI: route ${methods.join(',')} ${input.url} serves several methods; give each method its own route so each gets an operationId`,
      );
    }
    const method = methods[0]!.toUpperCase();
    const key = `${method} ${openapiPath(input.url)}`;
    const operationId = operations[key];
    if (!operationId)
      throw new Error(`OpenAPI: route "${key}" has no operationId: add it to OPERATIONS in ${OPERATIONS_FILE}`);
    const policy = input.route.config?.policy;
    if (!policy) throw new Error(`OpenAPI: route "${key}" declares no policy (config.policy, server/http/policy.ts)`);
    seen.add(key);
    const { session, role, token } = policy;
    // A route only a token may call (token: 'only') takes a token of either scope, and nothing else.
    const tokenScope =
      token === 'only' ? 'read' : session !== 'none' && (token === 'read' || token === 'write') ? token : undefined;
    return {
      url: result.url,
      schema: {
        ...schema,
        operationId,
        security:
          token === 'only'
            ? [{ [SECURITY_SCHEMES.token]: [] }]
            : securityFor(method, session, tokenScope !== undefined),
        ...(role ? { [REQUIRED_ROLE]: role } : {}),
        ...(tokenScope ? { [TOKEN_SCOPE]: tokenScope } : {}),
      },
    };
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function collectRefs(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') into.add(child);
      else collectRefs(child, into);
    }
  }
}

/** `{ allOf: [X] }` with nothing beside it is X (zod wraps an optional $ref this way). */
function unwrapSingleAllOf(value: Json): Json {
  if (Array.isArray(value)) return value.map(unwrapSingleAllOf);
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    const allOf = value.allOf;
    if (keys.length === 1 && Array.isArray(allOf) && allOf.length === 1) return unwrapSingleAllOf(allOf[0]!);
    return Object.fromEntries(keys.map((key) => [key, unwrapSingleAllOf(value[key]!)]));
  }
  return value;
}

/**
 * Whole-document touches after fastify-type-provider-zod: drop component
 * schemas nothing refers to (it emits an input and an output variant of every
 * named schema), and unwrap single-schema allOf.
 */
export const transformDocument: SwaggerTransformObject = (input) => {
  const document = unwrapSingleAllOf(jsonSchemaTransformObject(input) as unknown as Json) as {
    components?: { schemas?: Record<string, Json> };
    [key: string]: Json | undefined | { schemas?: Record<string, Json> };
  };
  const schemas = document.components?.schemas;
  if (schemas) {
    const prefix = '#/components/schemas/';
    const reachable = new Set<string>();
    const pending = new Set<string>();
    collectRefs({ ...document, components: { ...document.components, schemas: undefined } }, pending);
    while (pending.size) {
      const [ref] = pending;
      pending.delete(ref!);
      if (!ref!.startsWith(prefix)) continue;
      const name = ref!.slice(prefix.length);
      if (reachable.has(name) || !(name in schemas)) continue;
      reachable.add(name);
      const found = new Set<string>();
      collectRefs(schemas[name], found);
      for (const next of found) pending.add(next);
    }
    document.components!.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => reachable.has(name)));
  }
  return document as ReturnType<SwaggerTransformObject>;
};

const TAGS = [
  { name: 'auth', description: 'Accounts and sessions: register, log in and out, reset or change a password.' },
  { name: 'prompts', description: "The caller's own prompts, private or shared with the community." },
  {
    name: 'community',
    description: 'Prompts their authors shared, with scores, comment counts and the caller’s vote.',
  },
  { name: 'votes', description: 'Up and down votes on curated and community prompts.' },
  { name: 'favorites', description: "The caller's favorite curated and community prompts." },
  { name: 'comments', description: 'Threaded comments on curated and community prompts.' },
  { name: 'feedback', description: 'Messages to the site owner.' },
  { name: 'moderation', description: 'Members report community prompts and comments to the moderators.' },
  {
    name: 'admin',
    description:
      'The moderation console: reports queue, content, members, feedback inbox and log (moderators and admins; 404 for everyone else).',
  },
  { name: 'transfer', description: "Export and import of the caller's prompts and favorites as one JSON document." },
  { name: 'health', description: 'Liveness and database check.' },
  {
    name: 'tokens',
    description:
      "The caller's personal access tokens (session only; a token cannot manage tokens, but it can revoke itself).",
  },
];

export interface SwaggerPluginOptions {
  version: string;
  /** SITE_URL: the one server of the document. */
  siteUrl: string;
  /** The operation names; OPERATIONS unless a test gives its own. */
  operations?: Readonly<Record<string, string>>;
}

async function swaggerPlugin(app: FastifyInstance, opts: SwaggerPluginOptions) {
  const siteUrl = opts.siteUrl.replace(/\/+$/, '');
  const operations = opts.operations ?? OPERATIONS;
  const seen = new Set<string>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'PromptDeck API',
        description:
          'JSON API of PromptDeck. Errors are `{ code, message, field? }` with a stable `code`. ' +
          `Authentication is the session cookie \`${SESSION_COOKIE}\` set by register and login; ` +
          `every request other than GET, HEAD and OPTIONS must send the header \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`. ` +
          'Scripts and assistants may send a personal access token instead (`Authorization: Bearer pdk_…`, created in my space): ' +
          'no cookie and no CSRF header then; a read token may call the operations marked `x-token-scope: read`, ' +
          'a read-write token those marked `read` or `write`.',
        version: opts.version,
        termsOfService: `${siteUrl}/docs/terms-of-service`,
      },
      servers: [{ url: siteUrl, description: 'This PromptDeck site (the API lives under /api)' }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.session]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Session cookie (httpOnly) set by register and login, cleared by logout.',
          },
          [SECURITY_SCHEMES.csrf]: {
            type: 'apiKey',
            in: 'header',
            name: CSRF_HEADER,
            description: `Cross-site request protection: every request other than GET, HEAD and OPTIONS must send \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\` (403 CSRF_REJECTED otherwise).`,
          },
          [SECURITY_SCHEMES.token]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'pdk_ personal access token',
            description:
              'Personal access token created in my space, sent as `Authorization: Bearer pdk_…` instead of the cookie ' +
              '(no CSRF header needed). Unknown, revoked or expired: 401 TOKEN_INVALID. A read-only token on an ' +
              'operation marked `x-token-scope: write`: 403 TOKEN_READ_ONLY. Managing tokens and the account needs the ' +
              'session (403 TOKEN_NOT_ALLOWED); the console answers 404. A token may revoke itself (DELETE /api/tokens/current). ' +
              'Requests with a token may come from any origin (CORS, without credentials).',
          },
        },
      },
      tags: TAGS,
    },
    transform: createOperationTransform(operations, seen),
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });

  // Build the document now: a route without an operationId stops the start, not the first reader of /api/openapi.json.
  app.addHook('onReady', async () => {
    app.swagger();
    const stale = Object.keys(operations).filter((key) => !seen.has(key));
    if (stale.length)
      throw new Error(`OpenAPI: ${OPERATIONS_FILE} names routes that do not exist: ${stale.join(', ')}`);
  });
}

export default fp(swaggerPlugin, { name: 'promptdeck-swagger' });
