/**
 * SQL for the `users` table. Every function takes the query builder
 * (`deps.database.kysely`, or a transaction of it) as its first argument.
 * Usernames are matched through `username_lower`; emails are stored lower-cased.
 */
import type { Db, DialectName } from '../db';
import type { RoleColumn } from '../db/schema';

/** What a request's credential (a session or an access token) loads of its account, besides the id. */
export const CREDENTIAL_USER_COLUMNS = [
  'users.username',
  'users.email',
  'users.created_at',
  'users.role',
  'users.suspended_until',
  'users.suspension_note',
] as const;

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  created_at: string;
  role: RoleColumn;
  suspended_until: string | null;
  suspension_note: string | null;
}

/** The columns of a UserRecord. */
const USER_COLUMNS = ['id', 'username', 'email', 'created_at', 'role', 'suspended_until', 'suspension_note'] as const;

/** The account a login names: its username or its email, both compared lower-cased. */
export async function findUserByLogin(
  db: Db,
  login: string,
): Promise<(UserRecord & { password_hash: string }) | undefined> {
  const lower = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'password_hash'])
    .where((eb) => eb.or([eb('username_lower', '=', lower), eb('email', '=', lower)]))
    .orderBy('id')
    .executeTakeFirst();
}

export async function findUserIdByLogin(db: Db, login: string): Promise<number | undefined> {
  return (await findUserByLogin(db, login))?.id;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

/** Which of a username (case-insensitively) and an email are already used. */
export async function findTaken(
  db: Db,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const usernameLower = username.toLowerCase();
  const emailLower = email.toLowerCase();
  const rows = await db
    .selectFrom('users')
    .select(['username_lower', 'email'])
    .where((eb) => eb.or([eb('username_lower', '=', usernameLower), eb('email', '=', emailLower)]))
    .execute();
  return {
    username: rows.some((u) => u.username_lower === usernameLower),
    email: rows.some((u) => u.email === emailLower),
  };
}

export async function insertUser(
  db: Db,
  user: { username: string; email: string; passwordHash: string; now: string },
): Promise<UserRecord> {
  return db
    .insertInto('users')
    .values({
      username: user.username,
      username_lower: user.username.toLowerCase(),
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      terms_accepted_at: user.now,
      created_at: user.now,
      updated_at: user.now,
    })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function getPasswordHash(db: Db, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** The account with this id, or undefined. */
export async function findUserById(db: Db, userId: number): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', userId).executeTakeFirst();
}

/**
 * Inside a transaction: the account's name and role, its row locked until commit (PostgreSQL;
 * SQLite runs one transaction at a time), so nothing else changes it meanwhile; undefined when
 * it does not exist.
 */
export async function lockUser(
  trx: Db,
  dialect: DialectName,
  userId: number,
): Promise<{ id: number; username: string; role: RoleColumn } | undefined> {
  const query = trx.selectFrom('users').select(['id', 'username', 'role']).where('id', '=', userId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}
