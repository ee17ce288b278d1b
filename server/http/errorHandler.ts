/**
 * Every failure leaves as JSON `{ code, message, field? }` with a stable code.
 * A 5xx never carries a stack, SQL or internal message: those go to the log.
 * A database that is out of reach for a moment (connection lost, timeout,
 * locked) or cannot store anything answers 503 SERVICE_UNAVAILABLE with
 * Retry-After (see server/db/failures.ts), not 500: the request was fine.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '../../src/api/contract';
import { AppError, type ErrorDetails } from '../errors';
import { classifyDatabaseFailure, RETRY_AFTER_SECONDS, type DatabaseFailure } from '../db/failures';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  field?: string,
  limit?: number,
  details?: ErrorDetails,
) {
  const body: ApiErrorBody = field ? { code, message, field } : { code, message };
  if (limit !== undefined) body.limit = limit;
  if (details) Object.assign(body, details);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const CONTEXT_LABEL: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'URL',
  headers: 'Headers',
};

export const UNAVAILABLE_MESSAGE: Record<DatabaseFailure, string> = {
  unavailable: 'The database is briefly unavailable, try again in a moment',
  busy: 'The database is busy, try again in a moment',
  storage: 'Changes cannot be saved right now, try again later',
};

/** What a client is told about a failure that is a bug (the details go to the log). */
export const INTERNAL_MESSAGE = 'Something went wrong on our side, try again later';

/** Classifies a database failure, remembering a storage failure for /api/health. */
function noteDatabaseFailure(error: Error, request: FastifyRequest): DatabaseFailure | undefined {
  const deps = (request.server as Partial<FastifyInstance> | undefined)?.deps;
  if (!deps) return classifyDatabaseFailure(error);
  return deps.database.storageFailures.note(error, deps.clock.now());
}

export function errorHandler(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return send(reply, error.statusCode, error.code, error.message, error.field, error.limit, error.details);
  }

  const fastifyError = error as FastifyError;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0]!;
    const field = first.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    if (!field) {
      const message =
        request.body === undefined || request.body === null
          ? `${CONTEXT_LABEL[context] ?? 'Request'} is required`
          : `${CONTEXT_LABEL[context] ?? 'Request'} is not valid: ${first.message}`;
      return send(reply, 400, 'VALIDATION_FAILED', message);
    }
    return send(reply, 400, 'VALIDATION_FAILED', first.message ?? 'Invalid value', field);
  }

  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(reply, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return send(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(reply, 400, 'VALIDATION_FAILED', 'Request body is required');
    default:
      break;
  }

  const status = fastifyError.statusCode ?? 500;
  if (status >= 500) {
    const failure = noteDatabaseFailure(error, request);
    if (failure) {
      request.log.warn({ err: error, failure }, 'database unavailable: answered 503');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS[failure]));
      return send(reply, 503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE[failure]);
    }
  }
  if (status === 429) return send(reply, 429, 'RATE_LIMITED', 'Too many requests, try again later');
  if (status === 413) return send(reply, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (status === 404) return send(reply, 404, 'NOT_FOUND', 'Not found');
  if (status === 405) return send(reply, 405, 'METHOD_NOT_ALLOWED', 'Method not allowed');
  if (status >= 400 && status < 500) {
    const malformed =
      error instanceof SyntaxError || /JSON/i.test(fastifyError.code ?? '') || /JSON/.test(error.message);
    return send(
      reply,
      400,
      'BAD_REQUEST',
      malformed ? 'Request body is not valid JSON' : 'The request could not be understood',
    );
  }

  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, 'INTERNAL', INTERNAL_MESSAGE);
}
