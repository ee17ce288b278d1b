/**
 * The API's expected failures (AppError: not found, quota, links of new accounts…) as MCP
 * protocol errors, so a bad name or id never becomes an internal error.
 */
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { AppError } from '../errors';

/** Rethrows an AppError as an MCP InvalidParams error carrying its code; anything else as it is. */
export function asMcpError(error: unknown): never {
  if (error instanceof AppError) throw new McpError(ErrorCode.InvalidParams, error.message, { code: error.code });
  throw error;
}
