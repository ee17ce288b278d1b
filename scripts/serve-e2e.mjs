// The server the end-to-end tests talk to: the real production server (site + API)
// on its own port, with a throwaway database so test accounts never reach ./data.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The tests read reset mails from the outbox: playwright.config.ts names the folder.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'promptdeck-e2e-'));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
const server = spawn(path.join(siteDir, 'node_modules', '.bin', 'tsx'), [path.join(siteDir, 'server', 'main.ts')], {
  cwd: siteDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Tests register and log in many times from one address.
    RATE_LIMIT_DISABLED: 'true',
    // Accounts made by the tests are minutes old: let their reports count and their links through,
    // and hide an item at the second report so the moderation flow needs only two reporters.
    NEW_ACCOUNT_HOURS: '0',
    REPORT_HIDE_THRESHOLD: '2',
    // Reports count one reporter per address network; every test connects from 127.0.0.1, so a
    // test that needs reporters from two networks names the second in X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
  },
});
const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
