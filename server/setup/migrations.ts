/**
 * The one migration set, run by Kysely's Migrator on SQLite and on PostgreSQL.
 * Dialect differences are confined to `idColumn` (auto-increment versus identity).
 */
import type { ColumnDefinitionBuilder, Kysely, Migration, MigrationProvider } from 'kysely';
import { Migrator, sql } from 'kysely';
import { MODERATION_LIMITS } from '../../src/api/limits';
import { recomputeAllCounters } from './recount';
import {
  addSearchIndex,
  addSearchVersion,
  addSearchVocabulary,
  dropSearchIndex,
  dropSearchVersion,
  dropSearchVocabulary,
  foldSearchIndex,
  watchHiddenPrompts,
} from '../search/indexSchema';
import type { DialectName } from '../db';

function idColumn(dialect: DialectName) {
  return (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.generatedAlwaysAsIdentity().primaryKey() : col.autoIncrement().primaryKey();
}

function buildMigrations(dialect: DialectName): Record<string, Migration> {
  const id = idColumn(dialect);
  return {
    '0001_initial': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('users')
          .addColumn('id', 'integer', id)
          .addColumn('username', 'text', (c) => c.notNull())
          .addColumn('username_lower', 'text', (c) => c.notNull().unique())
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('terms_accepted_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();

        await db.schema
          .createTable('sessions')
          .addColumn('id', 'integer', id)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('last_seen_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

        await db.schema
          .createTable('password_resets')
          .addColumn('id', 'integer', id)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();

        await db.schema
          .createTable('prompts')
          .addColumn('id', 'integer', id)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('remark', 'text')
          .addColumn('notes', 'text')
          .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('prompts_user_idx').on('prompts').columns(['user_id', 'created_at']).execute();
        await db.schema.createIndex('prompts_shared_idx').on('prompts').columns(['shared', 'created_at']).execute();

        await db.schema
          .createTable('votes')
          .addColumn('id', 'integer', id)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('target_kind', 'text', (c) => c.notNull())
          .addColumn('target_ref', 'integer', (c) => c.notNull())
          .addColumn('value', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('votes_user_target_unique', ['user_id', 'target_kind', 'target_ref'])
          .addCheckConstraint('votes_value_check', sql`value in (1, -1)`)
          .execute();
        await db.schema.createIndex('votes_target_idx').on('votes').columns(['target_kind', 'target_ref']).execute();

        await db.schema
          .createTable('favorites')
          .addColumn('id', 'integer', id)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('target_kind', 'text', (c) => c.notNull())
          .addColumn('target_ref', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint('favorites_user_target_unique', ['user_id', 'target_kind', 'target_ref'])
          .execute();
        await db.schema
          .createIndex('favorites_target_idx')
          .on('favorites')
          .columns(['target_kind', 'target_ref'])
          .execute();

        await db.schema
          .createTable('comments')
          .addColumn('id', 'integer', id)
          .addColumn('target_kind', 'text', (c) => c.notNull())
          .addColumn('target_ref', 'integer', (c) => c.notNull())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('deleted_at', 'text')
          .execute();
        await db.schema
          .createIndex('comments_target_idx')
          .on('comments')
          .columns(['target_kind', 'target_ref', 'created_at'])
          .execute();
        await db.schema.createIndex('comments_parent_idx').on('comments').column('parent_id').execute();

        await db.schema
          .createTable('feedback')
          .addColumn('id', 'integer', id)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('contact', 'text')
          .addColumn('user_agent', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
      async down(db: Kysely<any>) {
        for (const table of [
          'feedback',
          'comments',
          'favorites',
          'votes',
          'prompts',
          'password_resets',
          'sessions',
          'users',
        ]) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
    '0002_counters_search_paging': {
      async up(db: Kysely<any>) {
        await addCounters(db);
        await addCommentThreads(db);
        await addPagingIndexes(db);
        await addSearchIndex(db, dialect);
        await recomputeAllCounters(db, { beforeModeration: true });
      },
      async down(db: Kysely<any>) {
        await dropSearchIndex(db, dialect);
        for (const index of [
          'prompts_shared_newest_idx',
          'prompts_shared_score_idx',
          'prompts_user_newest_idx',
          'favorites_user_newest_idx',
          'comments_roots_idx',
          'comments_root_replies_idx',
        ]) {
          await db.schema.dropIndex(index).ifExists().execute();
        }
        await db.schema.dropTable('curated_counters').ifExists().execute();
        for (const column of ['ups', 'downs', 'score', 'comment_count'])
          await db.schema.alterTable('prompts').dropColumn(column).execute();
        for (const column of ['root_id', 'reply_count'])
          await db.schema.alterTable('comments').dropColumn(column).execute();
      },
    },
    '0003_search_vocabulary': {
      async up(db: Kysely<any>) {
        await addSearchVocabulary(db, dialect);
      },
      async down(db: Kysely<any>) {
        await dropSearchVocabulary(db, dialect);
      },
    },
    '0004_search_version': {
      async up(db: Kysely<any>) {
        await addSearchVersion(db, dialect);
      },
      async down(db: Kysely<any>) {
        await dropSearchVersion(db, dialect);
      },
    },
    '0005_account_caps': {
      async up(db: Kysely<any>) {
        await addAccountCapColumns(db);
      },
      async down(db: Kysely<any>) {
        await db.schema.dropIndex('comments_user_recent_idx').ifExists().execute();
        await db.schema.dropIndex('prompts_user_shared_at_idx').ifExists().execute();
        await db.schema.alterTable('prompts').dropColumn('shared_at').execute();
      },
    },
    '0006_moderation': {
      async up(db: Kysely<any>) {
        await addModeration(db, id);
        await watchHiddenPrompts(db, dialect);
      },
      async down(db: Kysely<any>) {
        await watchHiddenPrompts(db, dialect, false);
        await dropModeration(db);
      },
    },
    '0007_console_and_account_deletion': {
      async up(db: Kysely<any>) {
        await letCommentsOutliveTheirAuthor(db, dialect, id, true);
        await addConsoleIndexes(db, dialect);
      },
      async down(db: Kysely<any>) {
        await dropConsoleIndexes(db);
        await db.deleteFrom('comments').where('user_id', 'is', null).execute();
        await letCommentsOutliveTheirAuthor(db, dialect, id, false);
      },
    },
    '0008_fold_search_scripts': {
      async up(db: Kysely<any>) {
        await foldSearchIndex(db, dialect);
      },
      async down(db: Kysely<any>) {
        await foldSearchIndex(db, dialect, false);
      },
    },
    '0009_access_tokens': {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('access_tokens')
          .addColumn('id', 'integer', id)
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('scope', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text')
          .addColumn('last_used_at', 'text')
          .execute();
        // The member's list (newest first) and the per-account count.
        await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').columns(['user_id', 'id']).execute();
      },
      async down(db: Kysely<any>) {
        await db.schema.dropTable('access_tokens').ifExists().execute();
      },
    },
    '0010_report_safeguards': {
      async up(db: Kysely<any>) {
        await rebuildReports(db, dialect, id, true);
        await settleOpenReports(db, new Date().toISOString());
      },
      async down(db: Kysely<any>) {
        // The old rule knows no "withdrawn": those reports read as dismissed.
        await db
          .updateTable('reports')
          .set({ resolution: 'dismissed' })
          .where('resolution', '=', 'withdrawn')
          .execute();
        await rebuildReports(db, dialect, id, false);
      },
    },
  };
}

/** Votes and comments counted on their target, kept in the same transaction as the row they count. */
async function addCounters(db: Kysely<any>) {
  for (const column of ['ups', 'downs', 'score', 'comment_count']) {
    await db.schema
      .alterTable('prompts')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .createTable('curated_counters')
    .addColumn('ref', 'integer', (c) => c.primaryKey())
    .addColumn('ups', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** A reply knows the top comment of its thread, and a top comment how many replies it has, so threads page without walking trees. */
async function addCommentThreads(db: Kysely<any>) {
  await db.schema.alterTable('comments').addColumn('root_id', 'integer').execute();
  await db.schema
    .alterTable('comments')
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const rows = await db.selectFrom('comments').select(['id', 'parent_id']).orderBy('id').execute();
  const parentOf = new Map<number, number | null>(
    rows.map((row: { id: number; parent_id: number | null }) => [row.id, row.parent_id]),
  );
  for (const row of rows as { id: number; parent_id: number | null }[]) {
    if (row.parent_id === null) continue;
    let root = row.parent_id;
    for (let guard = 0; guard < 10_000; guard += 1) {
      const up = parentOf.get(root);
      if (up === null || up === undefined) break;
      root = up;
    }
    await db.updateTable('comments').set({ root_id: root }).where('id', '=', row.id).execute();
  }
}

/** One index behind every ORDER BY the API pages through (keyset order: key columns, then id). */
async function addPagingIndexes(db: Kysely<any>) {
  await db.schema
    .createIndex('prompts_shared_newest_idx')
    .on('prompts')
    .columns(['shared', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('prompts_shared_score_idx')
    .on('prompts')
    .columns(['shared', 'score', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('prompts_user_newest_idx')
    .on('prompts')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('favorites_user_newest_idx')
    .on('favorites')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('comments_roots_idx')
    .on('comments')
    .columns(['target_kind', 'target_ref', 'root_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('comments_root_replies_idx')
    .on('comments')
    .columns(['root_id', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('prompts_shared_idx').ifExists().execute();
  await db.schema.dropIndex('prompts_user_idx').ifExists().execute();
}

/**
 * What the account caps count (repositories/caps.ts), each behind an index on the account: when a
 * prompt last became shared (null for prompts shared before the caps: they use no budget), and
 * the comments of an account by time.
 */
async function addAccountCapColumns(db: Kysely<any>) {
  await db.schema.alterTable('prompts').addColumn('shared_at', 'text').execute();
  await db.schema.createIndex('prompts_user_shared_at_idx').on('prompts').columns(['user_id', 'shared_at']).execute();
  await db.schema.createIndex('comments_user_recent_idx').on('comments').columns(['user_id', 'created_at']).execute();
}

/**
 * Moderation (issue 18): roles and suspensions on accounts, hidden prompts and comments, reports,
 * the moderation log and the feedback inbox. Every list the console pages through, and every
 * count the rules make (open reports of an item, suspended accounts), reads an index.
 */
async function addModeration(db: Kysely<any>, id: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder) {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
    .execute();
  await db.schema.alterTable('users').addColumn('suspended_until', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspension_note', 'text').execute();
  await db.schema.createIndex('users_role_idx').on('users').columns(['role', 'id']).execute();
  await db.schema
    .createIndex('users_suspended_idx')
    .on('users')
    .columns(['suspended_until', 'id'])
    .where(sql.ref('suspended_until'), 'is not', null)
    .execute();

  for (const table of ['prompts', 'comments']) {
    await db.schema.alterTable(table).addColumn('hidden_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('hidden_note', 'text').execute();
    await db.schema
      .createIndex(`${table}_hidden_idx`)
      .on(table)
      .columns(['hidden_at', 'id'])
      .where(sql.ref('hidden_at'), 'is not', null)
      .execute();
  }

  await db.schema
    .createTable('reports')
    .addColumn('id', 'integer', id)
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_ref', 'integer', (c) => c.notNull())
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolution', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('reports_reporter_target_unique', ['reporter_id', 'target_kind', 'target_ref'])
    .addCheckConstraint('reports_target_kind_check', sql`target_kind in ('prompt', 'comment')`)
    .addCheckConstraint('reports_reason_check', sql`reason in ('spam', 'abuse', 'illegal', 'other')`)
    .addCheckConstraint(
      'reports_resolution_check',
      sql`resolution is null or resolution in ('dismissed', 'hidden', 'deleted')`,
    )
    .execute();
  // The queue: open reports grouped by item (and an item's open reports, oldest first), and open reports oldest first.
  await db.schema
    .createIndex('reports_open_item_idx')
    .on('reports')
    .columns(['target_kind', 'target_ref', 'created_at'])
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('reports_open_oldest_idx')
    .on('reports')
    .columns(['created_at', 'id'])
    .where(sql.ref('resolved_at'), 'is', null)
    .execute();
  // Every report of an item (resolving, deleting), reports against a member, and the foreign keys.
  await db.schema.createIndex('reports_target_idx').on('reports').columns(['target_kind', 'target_ref']).execute();
  await db.schema.createIndex('reports_target_user_idx').on('reports').column('target_user_id').execute();
  await db.schema.createIndex('reports_resolved_by_idx').on('reports').column('resolved_by').execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'integer', id)
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_kind', 'text')
    .addColumn('target_ref', 'integer')
    .addColumn('subject_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('subject_name', 'text')
    .addColumn('note', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_log_newest_idx').on('moderation_log').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('moderation_log_action_idx')
    .on('moderation_log')
    .columns(['action', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('moderation_log_actor_idx')
    .on('moderation_log')
    .columns(['actor_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('moderation_log_subject_idx').on('moderation_log').column('subject_user_id').execute();

  await db.schema.alterTable('feedback').addColumn('locale', 'text').execute();
  await db.schema.alterTable('feedback').addColumn('handled_at', 'text').execute();
  await db.schema
    .alterTable('feedback')
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // The inbox: open (or handled) feedback, newest first.
  await db.schema
    .createIndex('feedback_open_idx')
    .on('feedback')
    .columns(['created_at', 'id'])
    .where(sql.ref('handled_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('feedback_handled_idx')
    .on('feedback')
    .columns(['created_at', 'id'])
    .where(sql.ref('handled_at'), 'is not', null)
    .execute();
  await db.schema.createIndex('feedback_user_idx').on('feedback').column('user_id').execute();
  await db.schema.createIndex('feedback_handled_by_idx').on('feedback').column('handled_by').execute();
}

async function dropModeration(db: Kysely<any>) {
  for (const index of ['feedback_open_idx', 'feedback_handled_idx', 'feedback_user_idx', 'feedback_handled_by_idx'])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of ['handled_by', 'handled_at', 'locale'])
    await db.schema.alterTable('feedback').dropColumn(column).execute();
  await db.schema.dropTable('moderation_log').ifExists().execute();
  await db.schema.dropTable('reports').ifExists().execute();
  for (const table of ['prompts', 'comments']) {
    await db.schema.dropIndex(`${table}_hidden_idx`).ifExists().execute();
    for (const column of ['hidden_note', 'hidden_at']) await db.schema.alterTable(table).dropColumn(column).execute();
  }
  for (const index of ['users_role_idx', 'users_suspended_idx']) await db.schema.dropIndex(index).ifExists().execute();
  for (const column of ['suspension_note', 'suspended_until', 'role'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}

/** The indexes of comments as the migrations before 0007 left them: [name, columns, partial condition]. */
const COMMENT_INDEXES: [string, string[], string?][] = [
  ['comments_target_idx', ['target_kind', 'target_ref', 'created_at']],
  ['comments_parent_idx', ['parent_id']],
  ['comments_roots_idx', ['target_kind', 'target_ref', 'root_id', 'created_at', 'id']],
  ['comments_root_replies_idx', ['root_id', 'created_at', 'id']],
  ['comments_user_recent_idx', ['user_id', 'created_at']],
  ['comments_hidden_idx', ['hidden_at', 'id'], 'hidden_at'],
];

/**
 * Account deletion keeps the comments others replied to, without their author (shown as a deleted
 * member), so `comments.user_id` may be null (`nullable` false puts NOT NULL back). PostgreSQL
 * drops the constraint; SQLite cannot, so the table is rebuilt in one transaction: the old one is
 * renamed (its self-reference follows it), the new one filled in id order (a parent before its
 * replies), its AUTOINCREMENT position kept, and the indexes made again.
 */
async function letCommentsOutliveTheirAuthor(
  db: Kysely<any>,
  dialect: DialectName,
  id: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
  nullable: boolean,
) {
  if (dialect === 'postgres') {
    await sql`alter table comments alter column user_id ${sql.raw(nullable ? 'drop' : 'set')} not null`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`alter table comments rename to comments_old`.execute(trx);
    for (const [name] of COMMENT_INDEXES) await trx.schema.dropIndex(name).ifExists().execute();
    await trx.schema
      .createTable('comments')
      .addColumn('id', 'integer', id)
      .addColumn('target_kind', 'text', (c) => c.notNull())
      .addColumn('target_ref', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => {
        const column = c.references('users.id').onDelete('cascade');
        return nullable ? column : column.notNull();
      })
      .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .addColumn('root_id', 'integer')
      .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden_at', 'text')
      .addColumn('hidden_note', 'text')
      .execute();
    const columns = sql.raw(
      'id, target_kind, target_ref, user_id, parent_id, text, created_at, deleted_at, root_id, reply_count, hidden_at, hidden_note',
    );
    await sql`insert into comments (${columns}) select ${columns} from comments_old order by id`.execute(trx);
    await sql`update sqlite_sequence set seq = max(seq, coalesce((select seq from sqlite_sequence where name = 'comments_old'), 0))
      where name = 'comments'`.execute(trx);
    await trx.schema.dropTable('comments_old').execute();
    for (const [name, on, partial] of COMMENT_INDEXES) {
      let index = trx.schema.createIndex(name).on('comments').columns(on);
      if (partial) index = index.where(sql.ref(partial), 'is not', null);
      await index.execute();
    }
  });
}

/**
 * What the console pages through that earlier indexes do not serve: comments newest first; the
 * log entries of an actor without account (the server, "system", or an account since deleted),
 * by name; and (PostgreSQL) usernames and emails in byte order whatever the database's collation,
 * so a prefix is one range read in order (repositories/console/members.ts compares them
 * `collate "C"`; SQLite compares text bytewise, so its unique indexes serve the same range).
 */
async function addConsoleIndexes(db: Kysely<any>, dialect: DialectName) {
  await db.schema.createIndex('comments_newest_idx').on('comments').columns(['created_at', 'id']).execute();
  await sql`create index moderation_log_gone_actor_idx on moderation_log (lower(actor_name), created_at, id)
    where actor_id is null`.execute(db);
  if (dialect === 'postgres') {
    await sql`create index users_username_prefix_idx on users (username_lower collate "C")`.execute(db);
    await sql`create index users_email_prefix_idx on users (email collate "C")`.execute(db);
  }
}

async function dropConsoleIndexes(db: Kysely<any>) {
  for (const index of [
    'comments_newest_idx',
    'moderation_log_gone_actor_idx',
    'users_username_prefix_idx',
    'users_email_prefix_idx',
  ])
    await db.schema.dropIndex(index).ifExists().execute();
}

/** The report resolutions each shape of the reports table allows (0010 adds "withdrawn"). */
const RESOLUTIONS_BEFORE_0010 = "'dismissed', 'hidden', 'deleted'";
const RESOLUTIONS_SINCE_0010 = "'dismissed', 'hidden', 'deleted', 'withdrawn'";
/** What 0010 adds to reports: the item as reported and the reporter's network hash, kept while open. */
const REPORT_COLUMNS_0010 = ['snapshot_title', 'snapshot_text', 'snapshot_complete', 'network_hash'];
/** The indexes of reports as 0006 made them: [name, columns, partial: open reports only]. */
const REPORT_INDEXES: [string, string[], boolean][] = [
  ['reports_open_item_idx', ['target_kind', 'target_ref', 'created_at'], true],
  ['reports_open_oldest_idx', ['created_at', 'id'], true],
  ['reports_target_idx', ['target_kind', 'target_ref'], false],
  ['reports_target_user_idx', ['target_user_id'], false],
  ['reports_resolved_by_idx', ['resolved_by'], false],
];

/**
 * Reports as of 0010 (`withSafeguards`) or as 0006 made them: the resolution check allows
 * "withdrawn", and the snapshot and network columns are there. PostgreSQL alters the table;
 * SQLite cannot change a check, so the table is rebuilt in one transaction, as 0007 does for
 * comments: renamed, made again, filled in id order with its AUTOINCREMENT position kept, and its
 * indexes made again. Nothing refers to reports, so no foreign key follows the rename.
 */
async function rebuildReports(
  db: Kysely<any>,
  dialect: DialectName,
  id: (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
  withSafeguards: boolean,
) {
  const resolutions = sql.raw(withSafeguards ? RESOLUTIONS_SINCE_0010 : RESOLUTIONS_BEFORE_0010);
  if (dialect === 'postgres') {
    await sql`alter table reports drop constraint reports_resolution_check`.execute(db);
    await sql`alter table reports add constraint reports_resolution_check
      check (resolution is null or resolution in (${resolutions}))`.execute(db);
    for (const column of REPORT_COLUMNS_0010) {
      const type = column === 'snapshot_complete' ? 'integer' : 'text';
      if (withSafeguards) await db.schema.alterTable('reports').addColumn(column, type).execute();
      else await db.schema.alterTable('reports').dropColumn(column).execute();
    }
    return;
  }
  await db.transaction().execute(async (trx) => {
    await sql`alter table reports rename to reports_old`.execute(trx);
    for (const [name] of REPORT_INDEXES) await trx.schema.dropIndex(name).ifExists().execute();
    let table = trx.schema
      .createTable('reports')
      .addColumn('id', 'integer', id)
      .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target_kind', 'text', (c) => c.notNull())
      .addColumn('target_ref', 'integer', (c) => c.notNull())
      .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('resolved_at', 'text')
      .addColumn('resolution', 'text')
      .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'));
    if (withSafeguards)
      for (const column of REPORT_COLUMNS_0010)
        table = table.addColumn(column, column === 'snapshot_complete' ? 'integer' : 'text');
    await table
      .addUniqueConstraint('reports_reporter_target_unique', ['reporter_id', 'target_kind', 'target_ref'])
      .addCheckConstraint('reports_target_kind_check', sql`target_kind in ('prompt', 'comment')`)
      .addCheckConstraint('reports_reason_check', sql`reason in ('spam', 'abuse', 'illegal', 'other')`)
      .addCheckConstraint('reports_resolution_check', sql`resolution is null or resolution in (${resolutions})`)
      .execute();
    const columns = sql.raw(
      'id, reporter_id, target_kind, target_ref, target_user_id, reason, note, created_at, resolved_at, resolution, resolved_by',
    );
    await sql`insert into reports (${columns}) select ${columns} from reports_old order by id`.execute(trx);
    await sql`update sqlite_sequence set seq = max(seq, coalesce((select seq from sqlite_sequence where name = 'reports_old'), 0))
      where name = 'reports'`.execute(trx);
    await trx.schema.dropTable('reports_old').execute();
    for (const [name, on, open] of REPORT_INDEXES) {
      let index = trx.schema.createIndex(name).on('reports').columns(on);
      if (open) index = index.where(sql.ref('resolved_at'), 'is', null);
      await index.execute();
    }
  });
}

/**
 * The open reports when 0010 runs: those of a private prompt, and of the comments on one, close as
 * withdrawn (the rule from now on); the others keep a snapshot of the item's current text, the
 * nearest to what was reported that is left; those of an item already gone close as deleted. They have no network: each of their reporters counts
 * as a network of its own until the report closes.
 */
async function settleOpenReports(db: Kysely<any>, now: string) {
  const privatePrompts = db.selectFrom('prompts').select('id').where('shared', '=', 0);
  const withdrawn = { resolved_at: now, resolution: 'withdrawn', resolved_by: null };
  await db
    .updateTable('reports')
    .set(withdrawn)
    .where('resolved_at', 'is', null)
    .where('target_kind', '=', 'prompt')
    .where('target_ref', 'in', privatePrompts)
    .execute();
  await db
    .updateTable('reports')
    .set(withdrawn)
    .where('resolved_at', 'is', null)
    .where('target_kind', '=', 'comment')
    .where('target_ref', 'in', (eb: any) =>
      eb
        .selectFrom('comments')
        .select('comments.id')
        .where('comments.target_kind', '=', 'community')
        .where('comments.target_ref', 'in', privatePrompts),
    )
    .execute();
  // Reports left open on an item already gone (a comment its author deleted): closed as deleted.
  const gone = { resolved_at: now, resolution: 'deleted', resolved_by: null };
  for (const [kind, table] of [
    ['prompt', 'prompts'],
    ['comment', 'comments'],
  ] as const) {
    let present = db.selectFrom(table).select('id');
    if (table === 'comments') present = present.where('deleted_at', 'is', null);
    await db
      .updateTable('reports')
      .set(gone)
      .where('resolved_at', 'is', null)
      .where('target_kind', '=', kind)
      .where('target_ref', 'not in', present)
      .execute();
  }
  const max = MODERATION_LIMITS.REPORT_SNAPSHOT_MAX;
  // substr and length count characters (code points) on both databases.
  const snapshotOf = (text: string) => ({
    snapshot_text: sql`substr(${sql.ref(text)}, 1, ${sql.lit(max)})`,
    snapshot_complete: sql`case when length(${sql.ref(text)}) <= ${sql.lit(max)} then 1 else 0 end`,
  });
  // A prompt's snapshot is its title and description; a comment's, its text (no title).
  for (const [kind, table, textColumn] of [
    ['prompt', 'prompts', 'description'],
    ['comment', 'comments', 'text'],
  ] as const) {
    const column = `${table}.${textColumn}`;
    const item = (eb: any) => eb.selectFrom(table).whereRef(`${table}.id`, '=', 'reports.target_ref');
    await db
      .updateTable('reports')
      .set({
        ...(kind === 'prompt' ? { snapshot_title: (eb: any) => item(eb).select('prompts.title') } : {}),
        snapshot_text: (eb: any) => item(eb).select(snapshotOf(column).snapshot_text.as('t')),
        snapshot_complete: (eb: any) => item(eb).select(snapshotOf(column).snapshot_complete.as('c')),
      })
      .where('resolved_at', 'is', null)
      .where('target_kind', '=', kind)
      .execute();
  }
}

/** Migrations defined in code (no files to locate at run time). */
export class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return buildMigrations(this.dialect);
  }
}

/** Brings the schema up to date; throws with the failing migration named. */
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
