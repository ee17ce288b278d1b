/**
 * SQL that steers the planner of a community listing whose matches are known or few: read the
 * matching rows by id and sort them, rather than walk an order's index over every shared prompt.
 * SQLite needs the hints; PostgreSQL's planner weighs the same choice itself.
 */
import { sql, type SqlBool } from 'kysely';
import type { DialectName } from '../db';

/**
 * A column of `prompts` that SQLite's planner will not reach through an index (a unary `+`), so it
 * reads the few rows the other conditions name instead of walking an index over every shared
 * prompt. PostgreSQL's planner weighs that itself.
 */
export function notThroughAnIndex(dialect: DialectName, column: 'shared' | 'created_at' | 'id' | 'score') {
  return dialect === 'sqlite' ? sql.raw(`+prompts.${column}`) : sql.ref(`prompts.${column}`);
}

/** `prompts.id` is one of the ids, as one bound value (the statement's text does not depend on how many). */
export function idIsOneOf(dialect: DialectName, ids: number[]) {
  return dialect === 'postgres'
    ? sql<SqlBool>`prompts.id = any(${ids}::integer[])`
    : sql<SqlBool>`prompts.id in (select value from json_each(${JSON.stringify(ids)}))`;
}
