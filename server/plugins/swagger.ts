/** OpenAPI document generated from the contract's zod schemas: /api/openapi.json, browsable at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

async function swaggerPlugin(app: FastifyInstance, opts: { version: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'PromptDeck API',
        description:
          'JSON API of PromptDeck. Errors are `{ code, message, field? }` with a stable `code`. ' +
          'Authentication is a session cookie; every request other than GET must send the header `X-Requested-With: promptdeck`.',
        version: opts.version,
      },
      tags: [
        { name: 'auth' },
        { name: 'prompts' },
        { name: 'community' },
        { name: 'votes' },
        { name: 'favorites' },
        { name: 'comments' },
        { name: 'feedback' },
        { name: 'health' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { docExpansion: 'list', deepLinking: true } });
}

export default fp(swaggerPlugin, { name: 'promptdeck-swagger' });
