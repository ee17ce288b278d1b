/**
 * Demo data, idempotent: the demo account `demo` / `promptdeck-demo`, a moderator
 * (`moderator` / `promptdeck-moderator`) and an admin (`admin` / `promptdeck-admin`; admin by the
 * ADMIN_USERNAMES default of a set-up with the demo seed), a few other authors, shared community
 * prompts, votes, comments, and a few reports and feedback messages for the console to show.
 * Running it again adds nothing that is already there.
 */
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findModeratedItem } from '../repositories/moderatedItems';
import { reportSnapshot } from '../repositories/reports';
import type { PasswordHasher } from '../types';
import { recomputeAllCounters } from './recount';
import { DEMO_ADMIN, DEMO_MODERATOR, DEMO_USER } from './demoAccounts';

export { DEMO_ADMIN, DEMO_MODERATOR, DEMO_USER };

interface SeedPrompt {
  author: string;
  title: string;
  description: string;
  remark?: string;
  notes?: string;
}

const AUTHORS = [
  { username: 'ada', email: 'ada@promptdeck.local' },
  { username: 'lin', email: 'lin@promptdeck.local' },
];

const PROMPTS: SeedPrompt[] = [
  {
    author: 'demo',
    title: 'Meeting notes to action items',
    description:
      'Here are raw notes from a meeting. Turn them into a list of action items. For each item give the owner, the deadline if one was said, and one sentence of context. Put open questions in a separate list at the end.\n\nNotes:\n{{notes}}',
    remark: 'Project assistant',
    notes: 'Works best when the notes name people explicitly.',
  },
  {
    author: 'demo',
    title: 'Explain a regular expression',
    description:
      'Explain the following regular expression piece by piece, in plain language, as a table with the columns "part" and "meaning". Then give three strings it matches and three it does not.\n\nRegex: {{regex}}',
    remark: 'Developer helper',
  },
  {
    author: 'ada',
    title: 'Socratic tutor',
    description:
      'Act as a patient tutor who teaches with questions. I will tell you a topic I am learning. Never give the full answer at once: ask me one question at a time, check my reply, and give a small hint when I am stuck. Summarise what I learned when I say "done".',
    remark: 'Tutor',
    notes: 'Good for maths and programming basics.',
  },
  {
    author: 'ada',
    title: 'Polite refusal email',
    description:
      'Write a short, warm email declining the request below. Thank the sender, give one honest reason without over-explaining, and suggest an alternative if there is a reasonable one. Keep it under 120 words.\n\nRequest: {{request}}',
    remark: 'Writing assistant',
  },
  {
    author: 'lin',
    title: 'Travel day planner',
    description:
      'Plan one day in {{city}} for someone who likes {{interests}}. Group the stops by neighbourhood to limit travel, give a rough time for each, include one inexpensive local meal, and add a rainy-day alternative for any outdoor stop.',
    remark: 'Travel guide',
  },
  {
    author: 'lin',
    title: 'Code review checklist',
    description:
      'Review the following code as a senior engineer. Report, in this order: bugs, security problems, unclear names, missing tests, and style nits. Quote the line for each point and suggest a concrete fix. Say explicitly when a category has nothing.\n\n{{code}}',
    remark: 'Reviewer',
    notes: 'Paste one file or one diff at a time.',
  },
  {
    author: 'lin',
    title: 'Vocabulary flashcards',
    description:
      'Make 10 flashcards for learning {{language}} at level {{level}} on the theme "{{theme}}". Each card: the word, its pronunciation, its meaning in English, and one short example sentence. Output as a table.',
    remark: 'Language teacher',
  },
];

const CURATED_VOTES: Array<[string, number, 1 | -1]> = [
  ['demo', 1, 1],
  ['demo', 2, 1],
  ['ada', 1, 1],
  ['ada', 3, 1],
  ['lin', 1, 1],
  ['lin', 2, -1],
  ['lin', 5, 1],
];

export async function seedDemo(
  db: Kysely<Database>,
  hasher: PasswordHasher,
  now: Date = new Date(),
): Promise<{ created: boolean }> {
  const existingDemo = await db
    .selectFrom('users')
    .select('id')
    .where('username_lower', '=', DEMO_USER.username)
    .executeTakeFirst();
  const iso = (offsetMinutes: number) => new Date(now.getTime() - offsetMinutes * 60_000).toISOString();
  const userIds = new Map<string, number>();

  const ensureUser = async (username: string, email: string, password: string) => {
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('username_lower', '=', username.toLowerCase())
      .executeTakeFirst();
    if (found) return found.id;
    const row = await db
      .insertInto('users')
      .values({
        username,
        username_lower: username.toLowerCase(),
        email,
        password_hash: await hasher.hash(password),
        terms_accepted_at: iso(0),
        created_at: iso(60 * 24 * 7),
        updated_at: iso(60 * 24 * 7),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  userIds.set(DEMO_USER.username, await ensureUser(DEMO_USER.username, DEMO_USER.email, DEMO_USER.password));
  for (const account of [DEMO_MODERATOR, DEMO_ADMIN])
    userIds.set(account.username, await ensureUser(account.username, account.email, account.password));
  await db
    .updateTable('users')
    .set({ role: 'moderator' })
    .where('id', '=', userIds.get(DEMO_MODERATOR.username)!)
    .where('role', '=', 'member')
    .execute();
  for (const author of AUTHORS) {
    // Other authors get a random password nobody knows: they only lend their names to the content.
    userIds.set(
      author.username,
      await ensureUser(author.username, author.email, crypto.randomBytes(24).toString('base64url')),
    );
  }

  const promptIds: number[] = [];
  for (const [index, prompt] of PROMPTS.entries()) {
    const userId = userIds.get(prompt.author)!;
    const found = await db
      .selectFrom('prompts')
      .select('id')
      .where('user_id', '=', userId)
      .where('title', '=', prompt.title)
      .executeTakeFirst();
    if (found) {
      promptIds.push(found.id);
      continue;
    }
    const at = iso((PROMPTS.length - index) * 90);
    const row = await db
      .insertInto('prompts')
      .values({
        user_id: userId,
        title: prompt.title,
        description: prompt.description,
        remark: prompt.remark ?? null,
        notes: prompt.notes ?? null,
        shared: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    promptIds.push(row.id);
  }

  const vote = async (username: string, kind: 'curated' | 'community', ref: number, value: 1 | -1) => {
    await db
      .insertInto('votes')
      .values({
        user_id: userIds.get(username)!,
        target_kind: kind,
        target_ref: ref,
        value,
        created_at: iso(30),
        updated_at: iso(30),
      })
      .onConflict((oc) => oc.columns(['user_id', 'target_kind', 'target_ref']).doNothing())
      .execute();
  };
  for (const [username, ref, value] of CURATED_VOTES) await vote(username, 'curated', ref, value);
  const [first, second, third] = promptIds;
  if (first !== undefined && third !== undefined && second !== undefined) {
    await vote('ada', 'community', first, 1);
    await vote('lin', 'community', first, 1);
    await vote('demo', 'community', third, 1);
    await vote('lin', 'community', third, 1);
    await vote('ada', 'community', second, -1);
  }

  const anyComment = await db.selectFrom('comments').select('id').limit(1).executeTakeFirst();
  if (!anyComment && third !== undefined) {
    const comment = async (
      username: string,
      kind: 'curated' | 'community',
      ref: number,
      text: string,
      parentId: number | null,
      minutesAgo: number,
    ) =>
      (
        await db
          .insertInto('comments')
          .values({
            target_kind: kind,
            target_ref: ref,
            user_id: userIds.get(username)!,
            parent_id: parentId,
            // The seed's replies answer top comments, so the parent is the thread's root.
            root_id: parentId,
            text,
            created_at: iso(minutesAgo),
            deleted_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const top = await comment('ada', 'curated', 1, 'I use this one every week, it saves me a lot of time.', null, 50);
    await comment(
      'demo',
      'curated',
      1,
      'Same here! Adding the output format at the end makes it even better.',
      top,
      40,
    );
    const onTutor = await comment(
      'lin',
      'community',
      third,
      'Tried it for learning SQL joins, the hints were just right.',
      null,
      25,
    );
    await comment('ada', 'community', third, 'Glad it helped. Ask it to quiz you at the end too.', onTutor, 20);
  }

  await seedModeration(db, userIds, promptIds, iso);

  // The rows above were written directly, so their counters are counted once here.
  await recomputeAllCounters(db);
  return { created: !existingDemo };
}

/** A spam comment with two reports (below the default REPORT_HIDE_THRESHOLD), a reported prompt and two feedback messages. */
async function seedModeration(
  db: Kysely<Database>,
  userIds: Map<string, number>,
  promptIds: number[],
  iso: (offsetMinutes: number) => string,
): Promise<void> {
  const lin = userIds.get('lin')!;
  const spamText = 'Great list! Get 10,000 followers in a day at cheap-followers.example, first week free!!!';
  let spam = await db
    .selectFrom('comments')
    .select('id')
    .where('user_id', '=', lin)
    .where('text', '=', spamText)
    .executeTakeFirst();
  spam ??= await db
    .insertInto('comments')
    .values({
      target_kind: 'curated',
      target_ref: 2,
      user_id: lin,
      parent_id: null,
      root_id: null,
      text: spamText,
      created_at: iso(15),
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const travelPlanner = promptIds[4];
  const reports: Array<[string, 'prompt' | 'comment', number | undefined, 'spam' | 'abuse' | 'other', string | null]> =
    [
      ['demo', 'comment', spam.id, 'spam', 'Advertising, posted under several prompts.'],
      ['ada', 'comment', spam.id, 'spam', null],
      ['demo', 'prompt', travelPlanner, 'other', 'Looks copied from a travel blog.'],
    ];
  for (const [reporter, kind, ref, reason, note] of reports) {
    if (ref === undefined) continue;
    const item = await findModeratedItem(db, kind, ref);
    if (!item) continue;
    await db
      .insertInto('reports')
      .values({
        reporter_id: userIds.get(reporter)!,
        target_kind: kind,
        target_ref: ref,
        target_user_id: lin,
        reason,
        note,
        created_at: iso(10),
        // As a member's report keeps it; no network (it did not come through a request).
        ...reportSnapshot(item),
      })
      .onConflict((oc) => oc.columns(['reporter_id', 'target_kind', 'target_ref']).doNothing())
      .execute();
  }

  const anyFeedback = await db.selectFrom('feedback').select('id').limit(1).executeTakeFirst();
  if (!anyFeedback) {
    await db
      .insertInto('feedback')
      .values([
        {
          user_id: userIds.get('demo')!,
          message: 'Could the community list have a filter by language? Most prompts I want are in English.',
          contact: null,
          user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
          locale: 'en',
          created_at: iso(120),
        },
        {
          user_id: userIds.get('ada')!,
          message: '导出的文件能不能也包含我收藏的社区提示词的全文？',
          contact: 'ada@promptdeck.local',
          user_agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15',
          locale: 'zh',
          created_at: iso(45),
        },
      ])
      .execute();
  }
}
