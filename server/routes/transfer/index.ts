/** /api/me/export and /api/me/import: my prompts and favorites as one JSON document, and such a document read back. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, ExportDocument, ImportDocument, ImportResponse } from '../../../src/api/contract';
import { requireUser } from '../../auth/sessions';
import { exportDocument, importDocument } from '../../repositories/transfer';
import { standingOf } from '../../rules/accountAge';
import { readBodiesOnWorker } from '../../transfer/importBody';

const tags = ['transfer'];
const errorResponses = { '4xx': ApiErrorBody };
/**
 * A size bound, not a count: an export of a full account (2,000 prompts, ACCOUNT_CAPS) is
 * about 5 MB of ordinary text; only near-maximal prompts in non-Latin scripts need more.
 */
const IMPORT_BODY_LIMIT = 40 * 1024 * 1024;

const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Bodies in this scope are read on a worker (server/transfer/importBody.ts).
  const { preParsing, validatorCompiler } = readBodiesOnWorker(app);

  app.get(
    '/me/export',
    {
      config: { policy: { session: 'required', token: 'read' } },
      schema: {
        tags,
        summary: 'My prompts and favorites as one versioned JSON document',
        response: { 200: ExportDocument, ...errorResponses },
      },
    },
    async (request) => exportDocument(deps, requireUser(request).id),
  );

  app.post(
    '/me/import',
    {
      config: { policy: { session: 'required', token: 'write', whenSuspended: 'refused', publicAnswers: 'clears' } },
      bodyLimit: IMPORT_BODY_LIMIT,
      // A few imports an hour per account, counted before the body is read.
      onRequest: [app.limiter('importAccount', (request) => (request.user ? String(request.user.id) : undefined))],
      preParsing,
      validatorCompiler,
      schema: {
        tags,
        summary:
          'Add the prompts and favorites of an export document, all or nothing (duplicates skipped; within the account caps)',
        body: ImportDocument,
        response: { 200: ImportResponse, ...errorResponses },
      },
    },
    async (request) => {
      const me = requireUser(request);
      return importDocument(deps, me.id, request.body, standingOf(deps.config, me.createdAt, deps.clock.now()));
    },
  );
};

export default transferRoutes;
