/**
 * THE contract between the PromptDeck site and its API, one module per resource.
 *
 * Every request body, query, path parameter and response of `/api` is a zod
 * schema here. The server validates with them, the typed client
 * (`src/api/client.ts`) parses with them and the OpenAPI document at
 * `/api/openapi.json` is generated from them, so a field is renamed in one place.
 * Limits and text rules the forms need without zod are in `../limits.ts`.
 *
 * Bundled into the browser too: it imports only `zod`, the limits and the locale list.
 */
export { OkResponse, HealthResponse } from './common';
export * from './errors';
export * from './auth';
export * from './prompts';
export * from './community';
export * from './targets';
export * from './votes';
export * from './favorites';
export * from './transfer';
export * from './comments';
export * from './feedback';
export * from './moderation';
export * from './admin';
export * from './tokens';
