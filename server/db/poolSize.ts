/**
 * Connections of the PostgreSQL pool of a server process. The search lanes' concurrencies
 * (server/search/admission.ts) must leave some of them to every other query (server/config.ts
 * checks it).
 */
export const POSTGRES_POOL_SIZE = 10;
