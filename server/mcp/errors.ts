/**
 * Failures of MCP handlers as the client sees them. The API's expected failures (AppError: not
 * found, quota, a filled text over its budget…) keep their code and message; a database out of
 * reach answers SERVICE_UNAVAILABLE as REST's 503 does; anything else is a bug: logged with the
 * request id, and answered with a generic message (never an SQL or internal text).
 */
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod';
import { RETRY_AFTER_SECONDS } from '../db/failures';
import { AppError, errors } from '../errors';
import { INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE } from '../http/errorHandler';
import type { McpContext } from './context';

/** The AppError a client is told for `error`; database failures and bugs are logged here. */
export function failureOf(error: unknown, context: McpContext): AppError {
  if (error instanceof AppError) return error;
  const { deps, log } = context;
  const kind = deps.database.storageFailures.note(error, deps.clock.now());
  if (kind) {
    log.warn({ err: error, failure: kind }, 'database unavailable: MCP call answered SERVICE_UNAVAILABLE');
    return errors.unavailable(UNAVAILABLE_MESSAGE[kind], RETRY_AFTER_SECONDS[kind]);
  }
  log.error({ err: error }, 'MCP call failed');
  return new AppError(500, 'INTERNAL', INTERNAL_MESSAGE);
}

/** Rethrows `error` as an MCP protocol error: McpErrors as they are, the rest through failureOf. */
export function asMcpError(error: unknown, context: McpContext): never {
  if (error instanceof McpError) throw error;
  const failure = failureOf(error, context);
  const code = failure.statusCode >= 500 ? ErrorCode.InternalError : ErrorCode.InvalidParams;
  throw new McpError(code, failure.message, { code: failure.code });
}

/** A zod error's issues as one line: "variables.a: Too long; language: …". */
export function issuesText(error: z.ZodError, root = 'input'): string {
  return error.issues
    .map((issue) => {
      // A refused record key says only "Invalid key in record"; the key's own rule says why.
      const message = issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message;
      return `${issue.path.join('.') || root}: ${message}`;
    })
    .join('; ');
}
