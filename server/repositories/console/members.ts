/**
 * Members as the console finds and shows them: search by username or email prefix, one member's
 * counts and latest activity, and the actions on an account that are not suspensions (moderation.ts)
 * or deletion (accountDeletion.ts): ending its sessions and granting or revoking moderator. Who may
 * act on whom is moderation.ts's assertMayActOn, for every one of them.
 *
 * Search costs its page whatever the prefix: without text, newest accounts walk the primary key
 * (or (role, id)); with text, usernames then emails are read in their own index order from the
 * prefix on (a byte-order range: SQLite compares text bytewise, PostgreSQL is told `collate "C"`
 * and has C-collated indexes for it, migration 0007).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { type MemberDetail, type MemberSummary, type Role, type RoleBody } from '../../../src/api/contract';
import { suspensionOf } from '../../rules/suspensionPeriod';
import { toInt, type AppDatabase, type Db, type DialectName } from '../../db';
import { AppError, errors } from '../../errors';
import { assertMayActOn, type Moderator } from '../moderation';
import { lockUser } from '../users';
import { decodeCursor, encodeCursor } from '../cursor';
import { writeLogEntry } from '../moderationLog';

const MEMBER_COLUMNS = [
  'users.id',
  'users.username',
  'users.email',
  'users.role',
  'users.created_at',
  'users.suspended_until',
  'users.suspension_note',
] as const;

interface MemberRow {
  id: number;
  username: string;
  email: string;
  role: Role;
  created_at: string;
  suspended_until: string | null;
  suspension_note: string | null;
}

function toSummary(row: MemberRow, now: Date): MemberSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    suspension: suspensionOf(row, now),
  };
}

async function lockMemberOrNotFound(trx: Db, dialect: DialectName, id: number) {
  const member = await lockUser(trx, dialect, id);
  if (!member) throw errors.memberNotFound();
  return member;
}

// ---------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------

/** Above every character: a prefix range ends just below it. */
const HIGHEST_CHARACTER = '\u{10FFFF}';

/** Which index a search page walks. */
type Phase = 'newest' | 'username' | 'email';

/** A column compared in byte order (what the prefix range and its index assume). */
function bytewise(dialect: DialectName, column: 'users.username_lower' | 'users.email'): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`${sql.ref(column)} collate "C"` : sql<string>`${sql.ref(column)}`;
}

function startsWith(dialect: DialectName, column: 'users.username_lower' | 'users.email', prefix: string) {
  const value = bytewise(dialect, column);
  return sql<SqlBool>`(${value} >= ${prefix} and ${value} < ${prefix + HIGHEST_CHARACTER})`;
}

export interface MemberSearch {
  q?: string;
  role?: Role;
  cursor?: string;
  pageSize: number;
}

function decodeMemberCursor(cursor: string, searching: boolean): { phase: Phase; id: number } {
  const [phase, id] = decodeCursor(cursor, ['string', 'number']) as [string, number];
  const allowed: Phase[] = searching ? ['username', 'email'] : ['newest'];
  if (!allowed.includes(phase as Phase)) throw errors.invalid('cursor', 'Cursor is not valid');
  return { phase: phase as Phase, id };
}

/** One page of members: newest first, or (with `q`) username matches then email matches, each in index order. */
export async function searchMembers(db: Db, dialect: DialectName, search: MemberSearch, now: Date) {
  const prefix = search.q?.toLowerCase() ?? '';
  const base = () => {
    const query = db.selectFrom('users').select(MEMBER_COLUMNS);
    return search.role ? query.where('users.role', '=', search.role) : query;
  };
  const limit = search.pageSize + 1;
  const start = search.cursor ? decodeMemberCursor(search.cursor, prefix !== '') : undefined;

  if (prefix === '') {
    let query = base();
    if (start) query = query.where('users.id', '<', start.id);
    const rows = await query.orderBy('users.id', 'desc').limit(limit).execute();
    return page(rows, search.pageSize, 'newest', now);
  }

  const after = (column: 'users.username_lower' | 'users.email', id: number) =>
    sql<SqlBool>`${bytewise(dialect, column)} > (select ${sql.ref(column.replace('users.', 'u2.'))} from users u2 where u2.id = ${id})`;
  const rows: (MemberRow & { phase: Phase })[] = [];
  if (!start || start.phase === 'username') {
    let query = base().where(startsWith(dialect, 'users.username_lower', prefix));
    if (start) query = query.where(after('users.username_lower', start.id));
    const found = await query.orderBy(bytewise(dialect, 'users.username_lower')).limit(limit).execute();
    rows.push(...found.map((row) => ({ ...row, phase: 'username' as const })));
  }
  if (rows.length < limit) {
    let query = base()
      .where(startsWith(dialect, 'users.email', prefix))
      .where(sql<SqlBool>`not ${startsWith(dialect, 'users.username_lower', prefix)}`);
    if (start?.phase === 'email') query = query.where(after('users.email', start.id));
    const found = await query
      .orderBy(bytewise(dialect, 'users.email'))
      .limit(limit - rows.length)
      .execute();
    rows.push(...found.map((row) => ({ ...row, phase: 'email' as const })));
  }
  return page(rows, search.pageSize, undefined, now);
}

function page(rows: (MemberRow & { phase?: Phase })[], pageSize: number, phase: Phase | undefined, now: Date) {
  const items = rows.slice(0, pageSize);
  const last = items[items.length - 1];
  const nextCursor = rows.length > pageSize && last ? encodeCursor([(phase ?? last.phase)!, last.id]) : null;
  return { items: items.map((row) => toSummary(row, now)), nextCursor };
}

// ---------------------------------------------------------------------------
// One member
// ---------------------------------------------------------------------------

const count = (value: unknown) => toInt(value);

/**
 * A member with their counts and latest activity; 404 when the account does not exist. Each
 * count reads an index on the account (its prompts, comments, votes, favorites, reports, sessions).
 */
export async function memberDetail(db: Db, id: number, now: Date): Promise<MemberDetail> {
  const row = await db.selectFrom('users').select(MEMBER_COLUMNS).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw errors.memberNotFound();
  const nowIso = now.toISOString();
  const counts = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('prompts').select(eb.fn.countAll().as('n')).where('user_id', '=', id).as('prompts'),
      eb
        .selectFrom('prompts')
        .select(eb.fn.countAll().as('n'))
        .where('user_id', '=', id)
        .where('shared', '=', 1)
        .as('shared'),
      eb
        .selectFrom('comments')
        .select(eb.fn.countAll().as('n'))
        .where('user_id', '=', id)
        .where('deleted_at', 'is', null)
        .as('comments'),
      eb.selectFrom('votes').select(eb.fn.countAll().as('n')).where('user_id', '=', id).as('votes'),
      eb.selectFrom('favorites').select(eb.fn.countAll().as('n')).where('user_id', '=', id).as('favorites'),
      eb.selectFrom('reports').select(eb.fn.countAll().as('n')).where('reporter_id', '=', id).as('reports_filed'),
      eb.selectFrom('reports').select(eb.fn.countAll().as('n')).where('target_user_id', '=', id).as('reports_against'),
      eb
        .selectFrom('sessions')
        .select(eb.fn.countAll().as('n'))
        .where('user_id', '=', id)
        .where('expires_at', '>', nowIso)
        .as('sessions'),
      eb
        .selectFrom('sessions')
        .select(sql<string | null>`max(last_seen_at)`.as('t'))
        .where('user_id', '=', id)
        .as('seen_at'),
      eb
        .selectFrom('prompts')
        .select(sql<string | null>`max(updated_at)`.as('t'))
        .where('user_id', '=', id)
        .as('prompted_at'),
      eb
        .selectFrom('comments')
        .select(sql<string | null>`max(created_at)`.as('t'))
        .where('user_id', '=', id)
        .as('commented_at'),
    ])
    .executeTakeFirstOrThrow();
  const times = [counts.seen_at, counts.prompted_at, counts.commented_at].filter(
    (time): time is string => typeof time === 'string',
  );
  return {
    ...toSummary(row, now),
    counts: {
      prompts: count(counts.prompts),
      sharedPrompts: count(counts.shared),
      comments: count(counts.comments),
      votes: count(counts.votes),
      favorites: count(counts.favorites),
      reportsFiled: count(counts.reports_filed),
      reportsAgainst: count(counts.reports_against),
      sessions: count(counts.sessions),
    },
    lastActiveAt: times.length > 0 ? times.sort().at(-1)! : null,
  };
}

// ---------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------

/**
 * Signs the member out everywhere, logged; 404 / 403 as assertMayActOn. `revoke` ends their
 * credentials in the same transaction (which ones: server/auth/revokeAccess.ts, 'staff-sign-out').
 */
export async function endMemberSessions(
  database: AppDatabase,
  actor: Moderator,
  id: number,
  note: string | null,
  now: string,
  revoke: (trx: Db) => Promise<unknown>,
): Promise<void> {
  await database.kysely.transaction().execute(async (trx) => {
    const member = await lockMemberOrNotFound(trx, database.dialect, id);
    assertMayActOn(actor, member, 'end-sessions');
    await revoke(trx);
    await writeLogEntry(trx, { actor, action: 'end_sessions', subject: member, note, now });
  });
}

/** Grants or revokes moderator (admins only: the route checks); logged when the role changes. */
export async function setMemberRole(
  database: AppDatabase,
  actor: Moderator,
  id: number,
  role: RoleBody['role'],
  now: string,
): Promise<void> {
  if (actor.role !== 'admin') throw new AppError(403, 'FORBIDDEN', 'Only an admin can change roles');
  await database.kysely.transaction().execute(async (trx) => {
    const member = await lockMemberOrNotFound(trx, database.dialect, id);
    assertMayActOn(actor, member, 'set-role');
    if (member.role === role) return;
    await trx.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).execute();
    await writeLogEntry(trx, {
      actor,
      action: role === 'moderator' ? 'grant_moderator' : 'revoke_moderator',
      subject: member,
      now,
    });
  });
}
