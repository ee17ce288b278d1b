/**
 * Running a step in a transaction whether or not one is already open, so actions that each run in
 * their own transaction can also be composed into one (a console action that deletes an item and
 * suspends its author commits both or neither).
 */
import type { AppDatabase, Db } from '.';

/** Runs `work` in the open transaction of `database`, or in a new one. */
export async function inTransaction<T>(database: AppDatabase, work: (trx: Db) => Promise<T>): Promise<T> {
  if (database.kysely.isTransaction) return work(database.kysely);
  return database.kysely.transaction().execute(work);
}

/** `database` as seen from inside the transaction `trx`: steps given it join the transaction. */
export function joining(database: AppDatabase, trx: Db): AppDatabase {
  return { ...database, kysely: trx };
}
