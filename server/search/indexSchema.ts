/**
 * The tables and triggers community search reads, as the migrations (setup/migrations.ts) create
 * them: the full-text index, its vocabulary and the search version, all kept in sync by
 * triggers, so no code path can forget them.
 *
 * The full-text index:
 * - SQLite: an FTS5 table with the trigram tokenizer (substring matches in any
 *   script: "ompt" finds "prompt", 学习方 finds 学习方法);
 * - PostgreSQL: a lower-cased `search_text` column kept by a trigger, with a
 *   pg_trgm GIN index serving `LIKE '%…%'`.
 * Both index title, prompt text, remark and the author's username; since migration 0008 folded as
 * every search folds (fold.ts: Arabic marks, hamza forms of alef, Indic nukta), see foldSearchIndex.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../db';
import { foldSqlText } from './fold';

export async function addSearchIndex(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table prompts_fts using fts5(title, description, remark, author, tokenize = 'trigram')`.execute(
      db,
    );
    await sql`create trigger prompts_fts_insert after insert on prompts begin
        insert into prompts_fts (rowid, title, description, remark, author)
        values (new.id, new.title, new.description, coalesce(new.remark, ''), coalesce((select username from users where id = new.user_id), ''));
      end`.execute(db);
    await sql`create trigger prompts_fts_update after update of title, description, remark on prompts begin
        update prompts_fts set title = new.title, description = new.description, remark = coalesce(new.remark, '') where rowid = new.id;
      end`.execute(db);
    await sql`create trigger prompts_fts_delete after delete on prompts begin
        delete from prompts_fts where rowid = old.id;
      end`.execute(db);
    await sql`insert into prompts_fts (rowid, title, description, remark, author)
      select p.id, p.title, p.description, coalesce(p.remark, ''), u.username from prompts p join users u on u.id = p.user_id`.execute(
      db,
    );
    return;
  }
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`alter table prompts add column search_text text not null default ''`.execute(db);
  await sql`create function prompts_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := lower(new.title || ' ' || new.description || ' ' || coalesce(new.remark, '') || ' ' ||
        coalesce((select username from users where id = new.user_id), ''));
      return new;
    end $$`.execute(db);
  await sql`create trigger prompts_search_text before insert or update of title, description, remark on prompts
    for each row execute function prompts_search_text()`.execute(db);
  await sql`update prompts set search_text = lower(title || ' ' || description || ' ' || coalesce(remark, '') || ' ' ||
      coalesce((select username from users where users.id = prompts.user_id), ''))`.execute(db);
  await sql`create index prompts_search_trgm_idx on prompts using gin (search_text gin_trgm_ops)`.execute(db);
}

/**
 * Migration 0008: the index holds the text folded (fold.ts), or again as written (`fold` false,
 * its down). The triggers are replaced and every row is indexed anew; the search version moves,
 * so no process keeps matches remembered under the old index.
 */
export async function foldSearchIndex(db: Kysely<any>, dialect: DialectName, fold = true): Promise<void> {
  const f = (expression: string) => (fold ? foldSqlText(dialect, expression) : expression);
  if (dialect === 'sqlite') {
    for (const trigger of ['prompts_fts_insert', 'prompts_fts_update'])
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    await sql`create trigger prompts_fts_insert after insert on prompts begin
        insert into prompts_fts (rowid, title, description, remark, author)
        values (new.id, ${sql.raw(f('new.title'))}, ${sql.raw(f('new.description'))}, ${sql.raw(f("coalesce(new.remark, '')"))},
          ${sql.raw(f("coalesce((select username from users where id = new.user_id), '')"))});
      end`.execute(db);
    await sql`create trigger prompts_fts_update after update of title, description, remark on prompts begin
        update prompts_fts set title = ${sql.raw(f('new.title'))}, description = ${sql.raw(f('new.description'))},
          remark = ${sql.raw(f("coalesce(new.remark, '')"))} where rowid = new.id;
      end`.execute(db);
    await sql`delete from prompts_fts`.execute(db);
    await sql`insert into prompts_fts (rowid, title, description, remark, author)
      select p.id, ${sql.raw(f('p.title'))}, ${sql.raw(f('p.description'))}, ${sql.raw(f("coalesce(p.remark, '')"))},
        ${sql.raw(f('u.username'))} from prompts p join users u on u.id = p.user_id`.execute(db);
  } else {
    const searchText = (row: string) =>
      f(`lower(${row}.title || ' ' || ${row}.description || ' ' || coalesce(${row}.remark, '') || ' ' ||
        coalesce((select username from users where users.id = ${row}.user_id), ''))`);
    await sql`create or replace function prompts_search_text() returns trigger language plpgsql as $$
      begin
        new.search_text := ${sql.raw(searchText('new'))};
        return new;
      end $$`.execute(db);
    await sql`update prompts set search_text = ${sql.raw(searchText('prompts'))}`.execute(db);
  }
  await sql`update search_version set version = version + 1 where id = 1`.execute(db);
}

export async function dropSearchIndex(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    for (const trigger of ['prompts_fts_insert', 'prompts_fts_update', 'prompts_fts_delete'])
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    await sql`drop table if exists prompts_fts`.execute(db);
    return;
  }
  await sql`drop trigger if exists prompts_search_text on prompts`.execute(db);
  await sql`drop function if exists prompts_search_text()`.execute(db);
  await sql`drop index if exists prompts_search_trgm_idx`.execute(db);
  await sql`alter table prompts drop column if exists search_text`.execute(db);
}

/**
 * SQLite: the index's vocabulary (fts5vocab, a view that stores nothing): in how many prompts each
 * trigram occurs, so a search can ask the index for a word's rarest trigrams first.
 */
export async function addSearchVocabulary(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite')
    await sql`create virtual table prompts_fts_vocab using fts5vocab(prompts_fts, row)`.execute(db);
}

export async function dropSearchVocabulary(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') await sql`drop table if exists prompts_fts_vocab`.execute(db);
}

/** What a prompt's insert, delete or update of these columns could change in a search's matches before moderation (0004). */
const SEARCHED_COLUMNS_0004 = 'title, description, remark, shared, user_id';
/** Since 0006: hiding or unhiding a prompt changes the matches too. */
const SEARCHED_COLUMNS = `${SEARCHED_COLUMNS_0004}, hidden_at`;

/**
 * A number that grows whenever a search's matches may change (a prompt added, deleted, shared or
 * unshared, hidden or unhidden, or its searched text edited), kept by triggers so that every writer
 * (another process, another instance, a hand-run statement) moves it. Votes and comments leave it
 * alone. A server may remember a search's matches for as long as it reads the same number.
 */
export async function addSearchVersion(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await sql`create table search_version (id integer primary key check (id = 1), version bigint not null)`.execute(db);
  await sql`insert into search_version (id, version) values (1, 1)`.execute(db);
  await createSearchVersionTriggers(db, dialect, SEARCHED_COLUMNS_0004);
}

/** Migration 0006: the triggers also watch `hidden_at`. */
export async function watchHiddenPrompts(db: Kysely<any>, dialect: DialectName, watch = true): Promise<void> {
  await dropSearchVersionTriggers(db, dialect);
  await createSearchVersionTriggers(db, dialect, watch ? SEARCHED_COLUMNS : SEARCHED_COLUMNS_0004);
}

async function createSearchVersionTriggers(db: Kysely<any>, dialect: DialectName, columns: string): Promise<void> {
  if (dialect === 'sqlite') {
    const events: [name: string, event: string][] = [
      ['insert', 'insert'],
      ['delete', 'delete'],
      ['update', `update of ${columns}`],
    ];
    for (const [name, event] of events) {
      await sql`create trigger ${sql.raw(`prompts_search_version_${name}`)} after ${sql.raw(event)} on prompts begin
          update search_version set version = version + 1 where id = 1;
        end`.execute(db);
    }
    return;
  }
  await sql`create or replace function bump_search_version() returns trigger language plpgsql as $$
    begin
      update search_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger prompts_search_version after insert or delete or update of ${sql.raw(columns)} on prompts
    for each statement execute function bump_search_version()`.execute(db);
}

async function dropSearchVersionTriggers(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'sqlite') {
    for (const name of ['insert', 'delete', 'update'])
      await sql`drop trigger if exists ${sql.raw(`prompts_search_version_${name}`)}`.execute(db);
  } else {
    await sql`drop trigger if exists prompts_search_version on prompts`.execute(db);
  }
}

export async function dropSearchVersion(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await dropSearchVersionTriggers(db, dialect);
  if (dialect === 'postgres') await sql`drop function if exists bump_search_version()`.execute(db);
  await sql`drop table if exists search_version`.execute(db);
}
