/**
 * What the large-dataset cases read before they run: the dataset, generated once a run (both
 * databases load the same rows), and the cursors of the row at a deep offset in each order
 * (the "deep page" cases start after it) with the share of prompts each search matches.
 */
import { sql } from 'kysely';
import { createDatabase, sqliteFileIn } from '../../../server/db';
import { encodeCursor } from '../../../server/repositories/cursor';
import {
  generateDataset,
  SEARCH_HIT,
  SEARCH_MISS,
  SEARCH_SHORT_MISS,
  SEARCH_ZH,
  SIZES,
  type Dataset,
} from './largeDataset';

let dataset: Promise<{ data: Dataset; seconds: number }> | undefined;
/** The large dataset and the seconds its generation took, generated on first use. */
export function largeDataset() {
  dataset ??= (async () => {
    const started = performance.now();
    const data = await generateDataset();
    return { data, seconds: (performance.now() - started) / 1000 };
  })();
  return dataset;
}

/** Key parts of the row at `offset` in an order, as the API's cursor (the next page starts after it). */
export async function cursorAt(databaseUrl: string | undefined, dataDir: string, offset: number) {
  const database = createDatabase({ databaseUrl, sqliteFile: sqliteFileIn(dataDir) });
  try {
    const db = database.kysely;
    const newest = await db
      .selectFrom('prompts')
      .select(['created_at', 'id'])
      .where('shared', '=', 1)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
    const votes = await db
      .selectFrom('prompts')
      .select(['score', 'created_at', 'id'])
      .where('shared', '=', 1)
      .orderBy('score', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow();
    const share = async (word: string) => {
      const pattern = `%${word.toLowerCase()}%`;
      const row = await sql<{
        n: unknown;
      }>`select count(*) as n from prompts where shared = 1 and lower(title || ' ' || description) like ${pattern}`.execute(
        db,
      );
      return Number(row.rows[0]!.n) / SIZES.sharedPrompts;
    };
    return {
      newest: encodeCursor([newest.created_at, newest.id]),
      votes: encodeCursor([Number(votes.score), votes.created_at, votes.id]),
      share: {
        hit: await share(SEARCH_HIT),
        miss: await share(SEARCH_MISS),
        zh: await share(SEARCH_ZH),
        shortMiss: await share(SEARCH_SHORT_MISS),
      },
    };
  } finally {
    await database.destroy();
  }
}
