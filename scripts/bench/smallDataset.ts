/**
 * The benches' small dataset in a fresh data folder (SQLite) or database (PostgreSQL): the
 * migrations, the demo seed and 300 shared prompts by the demo user, 150 of them voted on, so
 * the community list has a few hundred rows to page and sort. The rows go in with bulk inserts,
 * then the counters are recomputed from them, as after any bulk load: scores, ups and downs agree
 * with the votes, as the API would have left them.
 */
import { Argon2Hasher } from '../../server/auth/passwords';
import { createDatabase, sqliteFileIn } from '../../server/db';
import { recomputeAllCounters } from '../../server/setup/recount';
import { migrateToLatest } from '../../server/setup/migrations';
import { DEMO_USER, seedDemo } from '../../server/setup/seed';

export const SMALL_DATASET = { sharedPrompts: 300, votedPrompts: 150 } as const;

export async function prepareSmallDataset(databaseUrl: string | undefined, dataDir: string) {
  const database = createDatabase({ databaseUrl, sqliteFile: sqliteFileIn(dataDir) });
  try {
    const db = database.kysely;
    await migrateToLatest(db, database.dialect);
    await seedDemo(db, new Argon2Hasher({ memoryCost: 4096, timeCost: 1, parallelism: 1 }));
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', DEMO_USER.username)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const rows = Array.from({ length: SMALL_DATASET.sharedPrompts }, (_, i) => ({
      user_id: demo.id,
      title: `Bench prompt ${i}`,
      description: `Write a helpful answer about topic ${i}. `.repeat(8),
      remark: 'Bench',
      notes: null,
      shared: 1,
      created_at: new Date(now - i * 60_000).toISOString(),
      updated_at: new Date(now - i * 60_000).toISOString(),
    }));
    const inserted = await db.insertInto('prompts').values(rows).returning('id').execute();
    await db
      .insertInto('votes')
      .values(
        inserted.slice(0, SMALL_DATASET.votedPrompts).map((p, i) => ({
          user_id: demo.id,
          target_kind: 'community' as const,
          target_ref: p.id,
          value: i % 3 === 0 ? -1 : 1,
          created_at: new Date(now).toISOString(),
          updated_at: new Date(now).toISOString(),
        })),
      )
      .execute();
    await recomputeAllCounters(db);
  } finally {
    await database.destroy();
  }
}
