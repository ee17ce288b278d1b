/**
 * How the import route reads its body: on the worker of documentParser.ts, which answers as
 * Fastify's default JSON parser would and whose verdict is kept for the route's validator, so the
 * main thread neither parses nor validates a document of up to 40 MB.
 */
import { errorCodes, type FastifyInstance, type FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod';
import type { AppDeps } from '../types';
import { DocumentParser, importBusy, type DocumentIssue } from './documentParser';

/** Test seam: the document parser of an app, by its deps. */
export const documentParsers = new WeakMap<AppDeps, DocumentParser>();

/**
 * Reads every JSON body of `scope` on the worker (one parser per scope, closed with it), and
 * returns the options the import route needs: a validator passing on the worker's verdict, and a
 * refusal before the body is read when the worker's queue is already full.
 */
export function readBodiesOnWorker(scope: FastifyInstance) {
  const parser = new DocumentParser();
  documentParsers.set(scope.deps, parser);
  scope.addHook('onClose', () => parser.close());
  /** Bodies the worker found valid: the route's validator passes them through. */
  const validated = new WeakSet<object>();
  /** Stand-ins for bodies the worker refused, with the first issue it found. */
  const refused = new WeakMap<object, DocumentIssue>();

  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, async (_request: unknown, body: Buffer) => {
    if (body.length === 0) throw new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY();
    const outcome = await parser.parse(body);
    if (outcome.kind === 'malformed') throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
    if (outcome.kind === 'valid') {
      validated.add(outcome.value as object);
      return outcome.value;
    }
    // A JSON null stays null, so the error handler says the body is missing, as it does today.
    if (outcome.isNull) return null;
    const standIn = {};
    refused.set(standIn, outcome.issue);
    return standIn;
  });

  /** zod's own validator for anything the worker did not judge (null), its verdict otherwise. */
  const importValidator: FastifySchemaCompiler<unknown> = (route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return (data: unknown) => {
      if (data !== null && typeof data === 'object') {
        if (validated.has(data)) return { value: data };
        const issue = refused.get(data);
        if (issue) return refusal(issue);
      }
      return validate(data);
    };
  };

  return {
    // Refused before its body is read when the worker's queue is already full.
    preParsing: async () => {
      if (parser.full) throw importBusy();
    },
    validatorCompiler: importValidator,
  };
}

/** The validation error zod's validator would give for `issue`, so the error handler answers it the same way. */
function refusal(issue: DocumentIssue) {
  const schema = z.unknown().superRefine((_value, context) => {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
  return validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' })(undefined);
}
