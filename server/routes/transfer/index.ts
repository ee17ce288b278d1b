/** Export my prompts and favorites as one JSON document, and import such a document back. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorBody, ExportDocument, ImportDocument, ImportResponse } from '../../../src/api/contract';
import { authRequired, requireUser } from '../../auth/sessions';
import { exportDocument, importDocument } from '../../repositories/transfer';

const tags = ['transfer'];
const errorResponses = { '4xx': ApiErrorBody };
/** 1000 prompts of up to 8000 characters (4 bytes each in the worst case) fit. */
const IMPORT_BODY_LIMIT = 40 * 1024 * 1024;

const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onRequest', authRequired);

  app.get(
    '/export',
    { schema: { tags, summary: 'My prompts and favorites as one versioned JSON document', response: { 200: ExportDocument, ...errorResponses } } },
    async (request) => exportDocument(deps, requireUser(request).id),
  );

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
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

export default transferRoutes;
