/**
 * Entry point: reads the environment, opens and migrates the database, seeds
 * demo data (SEED_DEMO=true, or a localhost SITE_URL unless SEED_DEMO=false), listens, and shuts down cleanly on SIGTERM/SIGINT
 * (in-flight requests finish, then the database closes).
 */
import fs from 'node:fs';
import { buildApp, loggerOptions } from './app';
import { Argon2Hasher } from './auth/passwords';
import { loadCommonPasswords } from './auth/commonPasswords';
import { purgeExpired } from './auth/sessions';
import { ConfigError, loadConfig } from './config';
import { createDatabase, sqliteFileIn } from './db';
import { migrateToLatest } from './setup/migrations';
import { seedDemo, DEMO_USER } from './setup/seed';
import { applyAdminUsernames } from './setup/adminUsernames';
import { createMailer } from './mail';
import pino from 'pino';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const logger = pino(loggerOptions(config.logLevel));

  fs.mkdirSync(config.dataDir, { recursive: true });
  const location = { databaseUrl: config.databaseUrl, sqliteFile: sqliteFileIn(config.dataDir) };
  // Migrations and seeding run on a connection of their own, without the request limits
  // (a migration may legitimately run longer than a statement of a request may).
  const setup = createDatabase(location);
  logger.info(`database: ${setup.description}`);
  try {
    const applied = await migrateToLatest(setup.kysely, setup.dialect);
    if (applied.length) logger.info(`migrations applied: ${applied.join(', ')}`);
    if (config.seedDemo) {
      const { created } = await seedDemo(setup.kysely, new Argon2Hasher(config.argon2));
      logger.info(
        created
          ? `demo data seeded: log in as "${DEMO_USER.username}" with the password shown in server/setup/seed.ts`
          : 'demo data already present',
      );
    }
    // The environment is the one source of admins: named accounts become admins, other admins members.
    const { unknown, skipped } = await applyAdminUsernames(setup.kysely, config.adminUsernames);
    for (const name of unknown)
      logger.warn(`ADMIN_USERNAMES names "${name}", but no account has that username: nobody was made admin for it`);
    for (const { name, createdAt, listedSince } of skipped)
      logger.warn(
        `ADMIN_USERNAMES names "${name}", but that account was registered (${createdAt}) after the start that first read the name (${listedSince}): it was not made admin, since whoever registers a listed name first would be. If the account is yours, remove the name, restart, then add it back and restart again`,
      );
  } finally {
    await setup.destroy();
  }
  const database = createDatabase({
    ...location,
    ...config.databaseLimits,
    onConnectionError: (error) =>
      logger.warn({ err: error }, 'a PostgreSQL connection failed; the pool opens a new one'),
  });

  loadCommonPasswords();

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    onOutboxWrite: (file) => logger.info(`mail written to the local outbox: ${file}`),
  });
  if (!config.smtpUrl) logger.info(`SMTP_URL is not set: mail goes to ${config.outboxDir}`);

  const app = buildApp({ database, mailer, config });
  // Expired sessions and reset codes are refused anyway; this only keeps the tables small.
  const purge = () =>
    purgeExpired({ database }, new Date(), config.sessionMaxAgeMs).catch((error: unknown) =>
      logger.warn({ err: error }, 'purge of expired sessions failed'),
    );
  await purge();
  const purgeTimer = setInterval(purge, 60 * 60 * 1000);
  purgeTimer.unref();
  if (!fs.existsSync(config.siteDir))
    logger.warn(`no built site at ${config.siteDir}: only /api is served (run npm run build)`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    clearInterval(purgeTimer);
    try {
      await app.close();
      await database.destroy();
      logger.info('closed cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(
    `PromptDeck on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (API docs at /api/docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
