/** Feedback from signed-in members, stored for the site owner. */
import type { Db } from '../db';

export async function saveFeedback(db: Db, entry: { userId: number; message: string; contact: string | null; userAgent: string | null; now: string }) {
  const row = await db
    .insertInto('feedback')
    .values({ user_id: entry.userId, message: entry.message, contact: entry.contact, user_agent: entry.userAgent, created_at: entry.now })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at };
}
