/** Export my prompts and favorites as one JSON document, and import such a document back. */
import { errorCodes, type FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { ApiErrorBody, ExportDocument, ImportDocument, ImportResponse } from '../../../src/api/contract';
import { authRequired, requireUser } from '../../auth/sessions';
import { exportDocument, importDocument } from '../../repositories/transfer';
import { DocumentParser, importBusy, type DocumentIssue } from '../../transfer/documentParser';
import type { AppDeps } from '../../types';

const tags = ['transfer'];
const errorResponses = { '4xx': ApiErrorBody };
/**
 * A size bound, not a count: an export of a full account (2,000 prompts, ACCOUNT_CAPS) is
 * about 5 MB of ordinary text; only near-maximal prompts in non-Latin scripts need more.
 */
const IMPORT_BODY_LIMIT = 40 * 1024 * 1024;

/** Test seam: the document parser of an app, by its deps. */
export const documentParsers = new WeakMap<AppDeps, DocumentParser>();

const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', authRequired);

  // Bodies in this scope are read on a worker (server/transfer/documentParser.ts): the parser
  // answers as Fastify's default JSON parser would, and the worker's verdict is kept for the validator.
  const parser = new DocumentParser();
  documentParsers.set(deps, parser);
  app.addHook('onClose', () => parser.close());
  /** Bodies the worker found valid: the route's validator passes them through. */
  const validated = new WeakSet<object>();
  /** Stand-ins for bodies the worker refused, with the first issue it found. */
  const refused = new WeakMap<object, DocumentIssue>();

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, async (_request: unknown, body: Buffer) => {
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

  app.get(
    '/export',
    { schema: { tags, summary: 'My prompts and favorites as one versioned JSON document', response: { 200: ExportDocument, ...errorResponses } } },
    async (request) => exportDocument(deps, requireUser(request).id),
  );

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      // A few imports an hour per account, counted before the body is read.
      onRequest: [app.limiter('importAccount', (request) => (request.user ? String(request.user.id) : undefined))],
      // Refused before its body is read when the worker's queue is already full.
      preParsing: async () => {
        if (parser.full) throw importBusy();
      },
      validatorCompiler: importValidator,
      schema: {
        tags,
        summary: 'Add the prompts and favorites of an export document, all or nothing (duplicates skipped; within the account caps)',
        body: ImportDocument,
        response: { 200: ImportResponse, ...errorResponses },
      },
    },
    async (request) => importDocument(deps, requireUser(request).id, request.body),
  );
};

/** The validation error zod's validator would give for `issue`, so the error handler answers it the same way. */
function refusal(issue: DocumentIssue) {
  const schema = z.unknown().superRefine((_value, context) => {
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
  return validatorCompiler({ schema, method: 'POST', url: '', httpPart: 'body' })(undefined);
}

export default transferRoutes;
