/** Upgrading a database that holds data: 0002 fills counters, threads and the search index from the rows. */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCounterDrift } from '../../server/repositories/counters';
import { InCodeMigrationProvider, migrateToLatest } from '../../server/setup/migrations';
import { listCommunityPrompts } from '../../server/repositories/community';
import { listThreads } from '../../server/repositories/comments';
import { MODERATION_LIMITS } from '../../src/api/limits';
import { createTestDatabase, type TestDatabase } from './helpers/db';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await t.dispose();
});

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

describe('migration 0002 on a database with data', () => {
  it('counts votes and comments, links replies to their thread and indexes the texts; down and up again', async () => {
    const { database } = t;
    const db = database.kysely as any;
    const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(database.dialect) });
    const first = await migrator.migrateTo('0001_initial');
    expect(first.error).toBeUndefined();

    const user = async (name: string) =>
      (
        await db
          .insertInto('users')
          .values({
            username: name,
            username_lower: name,
            email: `${name}@example.test`,
            password_hash: 'x',
            terms_accepted_at: at(0),
            created_at: at(0),
            updated_at: at(0),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const ada = await user('ada');
    const lin = await user('lin');
    const prompt = (
      await db
        .insertInto('prompts')
        .values({
          user_id: ada,
          title: '学习计划 planner',
          description: 'Plans a week of study',
          remark: null,
          notes: null,
          shared: 1,
          created_at: at(1),
          updated_at: at(1),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
    for (const [userId, kind, ref, value] of [
      [ada, 'community', prompt, 1],
      [lin, 'community', prompt, -1],
      [lin, 'curated', 9, 1],
    ] as const) {
      await db
        .insertInto('votes')
        .values({ user_id: userId, target_kind: kind, target_ref: ref, value, created_at: at(2), updated_at: at(2) })
        .execute();
    }
    const comment = async (userId: number, parentId: number | null, minute: number, deleted = false) =>
      (
        await db
          .insertInto('comments')
          .values({
            target_kind: 'community',
            target_ref: prompt,
            user_id: userId,
            parent_id: parentId,
            text: deleted ? '' : 'text',
            created_at: at(minute),
            deleted_at: deleted ? at(minute) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const root = await comment(ada, null, 3);
    const reply = await comment(lin, root, 4, true);
    const replyToReply = await comment(ada, reply, 5);
    await comment(lin, null, 6);

    await migrateToLatest(database.kysely, database.dialect);

    expect(await findCounterDrift(database.kysely)).toEqual([]);
    const stored = await database.kysely
      .selectFrom('prompts')
      .select(['ups', 'downs', 'score', 'comment_count'])
      .where('id', '=', prompt)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ ups: 1, downs: 1, score: 0, comment_count: 3 });
    const roots = await database.kysely.selectFrom('comments').select(['id', 'root_id']).orderBy('id').execute();
    expect(roots.find((row) => row.id === replyToReply)?.root_id).toBe(root);
    expect(roots.find((row) => row.id === reply)?.root_id).toBe(root);

    const threads = await listThreads(database.kysely, { kind: 'community', ref: prompt }, null, { pageSize: 20 });
    expect(threads.total).toBe(3);
    expect(threads.items.map((thread) => [thread.id, thread.replyCount, thread.replies.map((r) => r.id)])).toEqual([
      [roots[3]!.id, 0, []],
      [root, 2, [reply, replyToReply]],
    ]);
    for (const q of ['planner', '学习', 'lanne study']) {
      const found = await listCommunityPrompts(database.kysely, database.dialect, null, {
        q,
        sort: 'newest',
        page: 1,
        pageSize: 20,
      });
      expect(
        found.items.map((item) => item.id),
        q,
      ).toEqual([prompt]);
    }

    const down = await migrator.migrateTo('0001_initial');
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(database.kysely, database.dialect)).toEqual([
      '0002_counters_search_paging',
      '0003_search_vocabulary',
      '0004_search_version',
      '0005_account_caps',
      '0006_moderation',
      '0007_console_and_account_deletion',
      '0008_fold_search_scripts',
      '0009_access_tokens',
      '0010_report_safeguards',
    ]);
    expect(await findCounterDrift(database.kysely)).toEqual([]);
  });
});

describe('migration 0007 on a database with comments', () => {
  it('keeps every comment, its ids and the id sequence, and lets a comment lose its author', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const db = fresh.database.kysely as any;
      const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(fresh.database.dialect) });
      expect((await migrator.migrateTo('0006_moderation')).error).toBeUndefined();
      const user = async (name: string) =>
        (
          await db
            .insertInto('users')
            .values({
              username: name,
              username_lower: name,
              email: `${name}@example.test`,
              password_hash: 'x',
              terms_accepted_at: at(0),
              created_at: at(0),
              updated_at: at(0),
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const ada = await user('ada');
      const lin = await user('lin');
      const comment = async (userId: number, parentId: number | null, rootId: number | null, minute: number) =>
        (
          await db
            .insertInto('comments')
            .values({
              target_kind: 'curated',
              target_ref: 3,
              user_id: userId,
              parent_id: parentId,
              root_id: rootId,
              text: `comment ${minute}`,
              created_at: at(minute),
              deleted_at: null,
              hidden_at: minute === 3 ? at(9) : null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id as number;
      const root = await comment(ada, null, null, 1);
      const reply = await comment(lin, root, root, 2);
      await comment(ada, reply, root, 3);
      const last = await comment(lin, null, null, 4);
      // The newest comment is gone: its id must not be handed out again.
      await db.deleteFrom('comments').where('id', '=', last).execute();
      const before = await db.selectFrom('comments').selectAll().orderBy('id').execute();

      expect(await migrateToLatest(fresh.database.kysely, fresh.database.dialect)).toEqual([
        '0007_console_and_account_deletion',
        '0008_fold_search_scripts',
        '0009_access_tokens',
        '0010_report_safeguards',
      ]);
      expect(await db.selectFrom('comments').selectAll().orderBy('id').execute()).toEqual(before);
      await db.updateTable('comments').set({ user_id: null }).where('id', '=', root).execute();
      expect(
        (await db.selectFrom('comments').select('user_id').where('id', '=', root).executeTakeFirst()).user_id,
      ).toBe(null);
      const next = await comment(ada, null, null, 5);
      expect(next).toBeGreaterThan(last);
      // Replies still go with their parent, and comments with their author.
      await db.deleteFrom('comments').where('id', '=', reply).execute();
      expect((await db.selectFrom('comments').select('id').orderBy('id').execute()).map((r: any) => r.id)).toEqual([
        root,
        next,
      ]);
      await db.deleteFrom('users').where('id', '=', ada).execute();
      expect((await db.selectFrom('comments').select('id').execute()).map((r: any) => r.id)).toEqual([root]);

      expect((await migrator.migrateTo('0006_moderation')).error).toBeUndefined();
      // Down: a comment without an author cannot stay under the old rule.
      expect(await db.selectFrom('comments').select('id').execute()).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });
});

describe('migration 0010 on a database with reports', () => {
  it('withdraws the open reports of private prompts, snapshots the others, and keeps ids; down and up', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const db = fresh.database.kysely as any;
      const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(fresh.database.dialect) });
      expect((await migrator.migrateTo('0009_access_tokens')).error).toBeUndefined();
      const insert = async (table: string, values: Record<string, unknown>) =>
        (await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()).id as number;
      const user = (name: string) =>
        insert('users', {
          username: name,
          username_lower: name,
          email: `${name}@example.test`,
          password_hash: 'x',
          terms_accepted_at: at(0),
          created_at: at(0),
          updated_at: at(0),
        });
      const ada = await user('ada');
      const lin = await user('lin');
      const max = MODERATION_LIMITS.REPORT_SNAPSHOT_MAX;
      const prompt = (title: string, description: string, shared: number) =>
        insert('prompts', { user_id: ada, title, description, shared, created_at: at(1), updated_at: at(1) });
      const shared = await prompt('Shared', 'é'.repeat(max + 1), 1);
      const secret = await prompt('Now private', 'private words', 0);
      const comment = (targetKind: string, targetRef: number, text: string) =>
        insert('comments', {
          target_kind: targetKind,
          target_ref: targetRef,
          user_id: ada,
          parent_id: null,
          root_id: null,
          text,
          created_at: at(2),
          deleted_at: null,
        });
      const onSecret = await comment('community', secret, 'on a private prompt');
      const onCurated = await comment('curated', 3, 'on a curated prompt');
      const report = (kind: string, ref: number, resolution: string | null = null) =>
        insert('reports', {
          reporter_id: lin,
          target_kind: kind,
          target_ref: ref,
          target_user_id: ada,
          reason: 'spam',
          created_at: at(3),
          resolved_at: resolution ? at(4) : null,
          resolution,
        });
      const ids = {
        shared: await report('prompt', shared),
        secret: await report('prompt', secret),
        onSecret: await report('comment', onSecret),
        onCurated: await report('comment', onCurated),
        gone: await report('comment', 987_654),
      };
      await db.deleteFrom('reports').where('id', '=', ids.shared).execute();
      ids.shared = await report('prompt', shared);
      const closed = await insert('reports', {
        reporter_id: ada,
        target_kind: 'comment',
        target_ref: onCurated,
        target_user_id: ada,
        reason: 'other',
        created_at: at(3),
        resolved_at: at(4),
        resolution: 'dismissed',
      });
      const last = await report('prompt', secret + 1000);
      await db.deleteFrom('reports').where('id', '=', last).execute();

      expect(await migrateToLatest(fresh.database.kysely, fresh.database.dialect)).toEqual(['0010_report_safeguards']);
      const rows = await db
        .selectFrom('reports')
        .select(['id', 'resolution', 'snapshot_title', 'snapshot_text', 'snapshot_complete', 'network_hash'])
        .orderBy('id')
        .execute();
      const byId = new Map(rows.map((row: { id: number }) => [row.id, row]));
      const nothingKept = { snapshot_title: null, snapshot_text: null, snapshot_complete: null, network_hash: null };
      expect(byId.get(ids.shared)).toMatchObject({
        resolution: null,
        snapshot_title: 'Shared',
        snapshot_text: 'é'.repeat(max),
        snapshot_complete: 0,
        network_hash: null,
      });
      expect(byId.get(ids.onCurated)).toMatchObject({
        resolution: null,
        snapshot_title: null,
        snapshot_text: 'on a curated prompt',
        snapshot_complete: 1,
      });
      expect(byId.get(ids.secret)).toMatchObject({ resolution: 'withdrawn', ...nothingKept });
      expect(byId.get(ids.onSecret)).toMatchObject({ resolution: 'withdrawn', ...nothingKept });
      expect(byId.get(ids.gone)).toMatchObject({ resolution: 'deleted', ...nothingKept });
      expect(byId.get(closed)).toMatchObject({ resolution: 'dismissed', ...nothingKept });
      // The id sequence goes on past the last id handed out, and "withdrawn" is allowed.
      expect(await report('prompt', shared + 2000, 'withdrawn')).toBeGreaterThan(last);
      await expect(report('prompt', shared + 3000, 'forgotten')).rejects.toThrow();

      expect((await migrator.migrateTo('0009_access_tokens')).error).toBeUndefined();
      const down = await db.selectFrom('reports').selectAll().where('id', '=', ids.secret).executeTakeFirstOrThrow();
      expect(down.resolution).toBe('dismissed');
      expect(Object.keys(down)).not.toContain('network_hash');
      expect(await migrateToLatest(fresh.database.kysely, fresh.database.dialect)).toEqual(['0010_report_safeguards']);
    } finally {
      await fresh.dispose();
    }
  });
});
