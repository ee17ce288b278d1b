/**
 * What one MCP request knows: the app's dependencies, who is asking (a member only through a
 * bearer token, never the cookie session) and the catalogue in each language.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/config/locales';
import type { AppDeps, SessionUser } from '../types';
import { mcpCatalog, type McpLanguageView } from './catalog';

export interface McpMember {
  user: SessionUser;
  /** A read-write token: save_prompt and add_favorite are offered. */
  canWrite: boolean;
}

export interface McpContext {
  deps: AppDeps;
  member: McpMember | null;
  defaultLanguage: Locale;
  view: (language: Locale) => McpLanguageView;
  /** The request's logger (its lines carry the request id). */
  log: FastifyBaseLogger;
}

/** The member behind the request's bearer token; a cookie session names nobody here. */
export function memberOf(request: FastifyRequest): McpMember | null {
  const credential = request.credential;
  if (credential?.kind !== 'token' || !request.user) return null;
  return { user: request.user, canWrite: credential.scope === 'write' };
}

/** Reads the catalogue now, so no request waits for it. */
export function warmCatalog(deps: AppDeps): void {
  mcpCatalog(deps.config.mcp.contentDir, deps.config.siteUrl);
}

export function contextOf(deps: AppDeps, request: FastifyRequest): McpContext {
  const catalog = mcpCatalog(deps.config.mcp.contentDir, deps.config.siteUrl);
  return {
    deps,
    member: memberOf(request),
    defaultLanguage: deps.config.mcp.defaultLanguage,
    view: (language) => catalog.get(language)!,
    log: request.log,
  };
}
