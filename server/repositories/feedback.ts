/** Feedback from signed-in members, stored for the site owner. */
import type { Db } from '../db';

/** Characters of the User-Agent header kept with a message (enough to tell browser and system). */
const USER_AGENT_MAX = 300;

/** Stores a message with the sender's browser; an empty contact is stored as none. */
export async function saveFeedback(
  db: Db,
  entry: {
    userId: number;
    message: string;
    contact?: string | null;
    /** The page language it was sent from. */
    locale?: string;
    userAgent: string | string[] | undefined;
    now: string;
  },
) {
  const row = await db
    .insertInto('feedback')
    .values({
      user_id: entry.userId,
      message: entry.message,
      contact: entry.contact ? entry.contact : null,
      locale: entry.locale ?? null,
      user_agent: typeof entry.userAgent === 'string' ? entry.userAgent.slice(0, USER_AGENT_MAX) : null,
      created_at: entry.now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at };
}
