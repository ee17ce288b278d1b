/**
 * Answers are written by fast-json-stringify from the JSON Schema of the zod
 * response schemas (server/http/responseSerializer.ts). These tests show that:
 *   - for every response schema a route declares, representative answers
 *     (every optional field present, or none; nullable fields null or not;
 *     extra properties the schema does not declare) parse to the same JSON as
 *     the zod serializer the app used before (zod encode + JSON.stringify);
 *   - a wrong-typed field is refused (the answer becomes a 500), never written
 *     as a plausible value, which fast-json-stringify alone would do.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as contract from '../../../src/api/contract';
import { buildApp } from '../../../server/app';
import { ManualClock } from '../../../server/clock';
import { loadConfig } from '../../../server/config';
import { MemoryMailer } from '../../../server/mail';
import {
  createResponseSerializerCompiler,
  responseJsonSchema,
  ResponseShapeError,
} from '../../../server/http/responseSerializer';
import { Agent, TEST_ENV } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

type Json = Record<string, unknown>;

interface DeclaredResponse {
  route: string;
  status: string;
  schema: z.ZodType;
}

let app: FastifyInstance;
let testDb: TestDatabase;
let dataDir: string;
const declared: DeclaredResponse[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-serializer-'));
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, SITE_DIR: path.join(dataDir, 'no-site') });
  app = buildApp({
    database: testDb.database,
    mailer: new MemoryMailer(),
    clock: new ManualClock(new Date('2026-03-01T12:00:00.000Z')),
    config,
    logger: false,
  });
  // Plugins load on ready: this hook sees every route, with the response schemas it declares.
  app.addHook('onRoute', (route) => {
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
    for (const [status, schema] of Object.entries(response ?? {})) {
      if (schema instanceof z.ZodType) declared.push({ route: `${route.method} ${route.url}`, status, schema });
    }
  });
  // A hidden route answering a wrong-typed field, to see what a client receives.
  app.register(async (scope) => {
    scope.get(
      '/api/test-only/wrong-type',
      { schema: { hide: true, response: { 200: contract.HealthResponse } } },
      async () => ({ status: 'ok', time: null }) as never,
    );
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A representative value of a JSON Schema. `full`: every optional property
 * present and nullable values not null; otherwise optional properties left out
 * and nullable values null. Every object also carries a property its schema
 * does not declare.
 */
function sample(schema: Json, root: Json, full: boolean, depth = 0): unknown {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/definitions/', '');
    return sample((root.definitions as Record<string, Json>)[name]!, root, full, depth);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1)
    return sample(schema.allOf[0] as Json, root, full, depth);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return full ? schema.enum[0] : schema.enum[schema.enum.length - 1];
  if (Array.isArray(schema.anyOf)) {
    const branches = schema.anyOf as Json[];
    const nonNull = branches.filter((b) => b.type !== 'null');
    if (!full && nonNull.length < branches.length) return null;
    return sample(full ? nonNull[0]! : nonNull[nonNull.length - 1]!, root, full, depth);
  }
  const types = ([] as string[]).concat((schema.type as string | string[] | undefined) ?? []);
  if (types.includes('null') && !full) return null;
  const type = types.find((t) => t !== 'null');
  switch (type) {
    case 'string':
      return full ? 'Text with "quotes", \\ backslash, émoji 🙂, line\nbreak and \u2028 separator' : 'x';
    case 'integer':
      // Negative where the schema allows it (scores, votes).
      return full ? 42 : typeof schema.exclusiveMinimum === 'number' || (schema.minimum as number) >= 0 ? 1 : -7;
    case 'number':
      return full ? 1.25 : 0;
    case 'boolean':
      return full;
    case 'array':
      return depth > 6
        ? []
        : [sample(schema.items as Json, root, full, depth + 1), sample(schema.items as Json, root, !full, depth + 1)];
    case 'object': {
      const out: Json = {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [key, child] of Object.entries((schema.properties as Record<string, Json> | undefined) ?? {})) {
        if (full || required.has(key)) out[key] = sample(child, root, full, depth + 1);
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        out['1'] = sample(schema.additionalProperties as Json, root, full, depth + 1);
        out['278'] = sample(schema.additionalProperties as Json, root, !full, depth + 1);
      } else {
        out.notDeclared = 'must not be sent';
      }
      return out;
    }
    default:
      throw new Error(`no sample for schema ${JSON.stringify(schema)}`);
  }
}

const fast = createResponseSerializerCompiler();
const fastUnchecked = createResponseSerializerCompiler({ check: false });
const compile = (compiler: typeof fast, schema: z.ZodType) =>
  compiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('response serialization', () => {
  it('routes declare zod response schemas (the hook saw them)', () => {
    expect(declared.length).toBeGreaterThan(40);
  });

  it('for every declared response schema, answers parse the same as with the zod serializer', () => {
    const schemas = [...new Map(declared.map((d) => [d.schema, d])).values()];
    expect(schemas.length).toBeGreaterThan(15);
    const differences: string[] = [];
    for (const { route, status, schema } of schemas) {
      const jsonSchema = responseJsonSchema(schema);
      const before = zodSerializerCompiler({ schema, method: 'GET', url: route, httpStatus: status });
      const after = compile(fast, schema);
      for (const full of [true, false]) {
        const data = sample(jsonSchema, jsonSchema, full);
        const expected = JSON.parse(before(data)) as unknown;
        const actual = JSON.parse(after(data)) as unknown;
        if (JSON.stringify(actual) === JSON.stringify(expected)) continue;
        try {
          expect(actual).toEqual(expected);
        } catch {
          differences.push(
            `${route} ${status} (${full ? 'full' : 'sparse'}): ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it('without extra properties, an answer parses the same as JSON.stringify', () => {
    const prompt = {
      id: 7,
      title: 'Title',
      description: 'Text',
      remark: null,
      notes: 'Notes',
      author: { username: 'ada' },
      score: -2,
      ups: 1,
      downs: 3,
      commentCount: 3,
      myVote: -1,
      favorited: true,
      mine: false,
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
    };
    const { notes: _notes, ...listed } = { ...prompt, descriptionComplete: false };
    const list = {
      items: [listed, { ...listed, id: 8, remark: 'r', myVote: 0, descriptionComplete: true }],
      page: 1,
      pageSize: 20,
      nextCursor: 'WyIyMDI2Il0',
    };
    expect(JSON.parse(compile(fast, contract.CommunityListResponse)(list))).toEqual(JSON.parse(JSON.stringify(list)));
    const scores = { scores: { '1': 3, '12': -1 }, myVotes: { '1': 1, '12': -1 } };
    expect(JSON.parse(compile(fast, contract.CuratedScoresResponse)(scores))).toEqual(scores);
    const error = { code: 'NOT_FOUND', message: 'Not found' };
    expect(compile(fast, contract.ApiErrorBody)(error)).toBe(JSON.stringify(error));
  });

  /**
   * What each wrong value would become with fast-json-stringify alone, and
   * that the check refuses it instead.
   */
  it.each([
    ['a null string', { title: null }, ''],
    ['a number for a string', { title: 5 }, '5'],
    ['a null integer', { score: null }, 0],
    ['a fraction for an integer', { score: 1.5 }, 1],
    ['a numeric string for an integer', { score: '7' }, 7],
    ['a string for a boolean', { favorited: 'no' }, true],
    ['a null object', { author: null }, {}],
    ['a date object for an ISO string', { createdAt: new Date(0) }, '1970-01-01T00:00:00.000Z'],
  ])('%s is refused, not coerced', (_, change, coerced) => {
    const prompt = {
      id: 7,
      title: 'Title',
      description: 'Text',
      descriptionComplete: true,
      remark: null,
      author: { username: 'ada' },
      score: 0,
      ups: 0,
      downs: 0,
      commentCount: 0,
      myVote: 0,
      favorited: false,
      mine: false,
      createdAt: '2026-03-01T12:00:00.000Z',
      updatedAt: '2026-03-01T12:00:00.000Z',
    };
    const wrong = { items: [{ ...prompt, ...change }], page: 1, pageSize: 20, nextCursor: null };
    const field = Object.keys(change)[0]!;
    const unchecked = JSON.parse(compile(fastUnchecked, contract.CommunityListResponse)(wrong)) as { items: Json[] };
    expect(unchecked.items[0]![field]).toEqual(coerced);
    expect(() => compile(fast, contract.CommunityListResponse)(wrong)).toThrow(ResponseShapeError);
    expect(() => compile(fast, contract.CommunityListResponse)(wrong)).toThrow(`/items/0/${field}`);
  });

  it('a literal or enum out of range is refused (fast-json-stringify alone writes the constant for a literal)', () => {
    const health = compile(fast, contract.HealthResponse);
    expect(JSON.parse(compile(fastUnchecked, contract.HealthResponse)({ status: 'down', time: 't' })).status).toBe(
      'ok',
    );
    expect(() => health({ status: 'down', time: 't' })).toThrow(ResponseShapeError);
    expect(() =>
      compile(fast, contract.VoteState)({ kind: 'other', ref: 1, score: 0, ups: 0, downs: 0, myVote: 0 }),
    ).toThrow(ResponseShapeError);
    expect(() =>
      compile(fast, contract.VoteState)({ kind: 'curated', ref: 1, score: 0, ups: 0, downs: 0, myVote: 2 }),
    ).toThrow(ResponseShapeError);
  });

  it('a missing required field is refused', () => {
    expect(() => compile(fast, contract.HealthResponse)({ status: 'ok' })).toThrow(ResponseShapeError);
  });

  it('a client receives 500 INTERNAL, not a coerced answer, when a handler returns a wrong type', async () => {
    const res = await new Agent(app).get('/api/test-only/wrong-type');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 'INTERNAL', message: expect.any(String) });
  });
});
