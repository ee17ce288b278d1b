/**
 * Response serialization: fast-json-stringify (the serializer Fastify ships)
 * over the JSON Schema of each zod response schema (output side), instead of
 * running zod over every answer.
 *
 * fast-json-stringify writes what the schema declares: undeclared properties
 * are left out (as zod's strip did) but a wrong value is coerced rather than
 * refused (null → "" or 0 or false, 1.5 → 1 for an integer, any truthy value
 * → true, a `const` field always writes the constant). So every answer is
 * first checked against the same JSON Schema by a compiled Ajv validator
 * (types, required fields, nullability, enums and literals; extra properties
 * allowed since they are dropped anyway). A value that does not fit makes the
 * answer a 500 INTERNAL with the offending field in the log, as zod did: a
 * wrong-typed field never leaves as something that looks right.
 *
 * Both functions are compiled once per schema object (ApiErrorBody, shared by
 * every route, once for all of them), when the route is set up.
 *
 * One visible difference with JSON.stringify: within an object, required
 * properties are written before optional ones (the parsed JSON is the same).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import * as z from 'zod';

type JsonSchema = Record<string, unknown>;
type Serializer = (data: unknown) => string;

/** JSON Schema (draft-07) of what a handler returns for this zod schema; named schemas become local $refs. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' }) as JsonSchema;
}

/**
 * `additionalProperties: false` removed: an extra property is dropped (as zod's
 * strip did), not refused. fast-json-stringify writes only declared
 * properties either way, but picks the branch of an anyOf (`author: {…} | null`)
 * by validating, where `false` would refuse an object carrying one more field.
 */
function allowExtraProperties(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(allowExtraProperties);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === 'additionalProperties' && child === false) continue;
      out[key] = allowExtraProperties(child);
    }
    return out;
  }
  return value;
}

export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
}

function describe(validate: ValidateFunction): string {
  const first = validate.errors?.[0];
  if (!first) return 'does not match its schema';
  return `${first.instancePath || '(the answer)'} ${first.message ?? 'is not valid'}`;
}

/**
 * A serializer compiler for Fastify. `check: false` skips the Ajv check (used
 * by the tests to show what fast-json-stringify alone would write).
 */
export function createResponseSerializerCompiler(
  options: { check?: boolean } = {},
): FastifySerializerCompiler<unknown> {
  const check = options.check ?? true;
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  const cache = new WeakMap<object, Serializer>();

  function compile(schema: unknown): Serializer {
    const cached = cache.get(schema as object);
    if (cached) return cached;
    const jsonSchema = allowExtraProperties(
      schema instanceof z.ZodType ? responseJsonSchema(schema) : schema,
    ) as JsonSchema;
    const stringify = fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]) as Serializer;
    let serializer: Serializer = stringify;
    if (check) {
      const validate = ajv.compile(jsonSchema);
      serializer = (data) => {
        if (!validate(data)) throw new ResponseShapeError(`Response does not match its schema: ${describe(validate)}`);
        return stringify(data);
      };
    }
    cache.set(schema as object, serializer);
    return serializer;
  }

  return ({ schema, method, url, httpStatus }) => {
    try {
      const serializer = compile(schema);
      return (data: unknown) => {
        try {
          return serializer(data);
        } catch (error) {
          if (error instanceof ResponseShapeError)
            error.message = `${method} ${url} ${httpStatus ?? ''}: ${error.message}`;
          throw error;
        }
      };
    } catch (error) {
      throw new Error(
        `Response schema ${httpStatus ?? ''} of ${method} ${url} cannot be compiled: ${(error as Error).message}`,
        { cause: error },
      );
    }
  };
}

/** The compiler the app uses (the check on); one cache for every app built in this process. */
export const responseSerializerCompiler = createResponseSerializerCompiler();
