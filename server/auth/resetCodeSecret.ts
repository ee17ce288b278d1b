/**
 * The key of the reset-code HMAC. RESET_CODE_SECRET (at least 32 characters)
 * when set: every instance behind one database must share it. Otherwise a
 * random key is generated once into DATA_DIR/reset-code-secret (mode 0600) and
 * read back on later starts, which suits a single machine.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const RESET_CODE_SECRET_FILE = 'reset-code-secret';
const MIN_LENGTH = 32;

export function resolveResetCodeSecret(options: { secret?: string; dataDir: string }): string {
  if (options.secret) return options.secret;
  const file = path.join(options.dataDir, RESET_CODE_SECRET_FILE);
  const read = () => fs.readFileSync(file, 'utf8').trim();
  if (!fs.existsSync(file)) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    try {
      // 'wx' fails when another process created the file first: then its key is used.
      fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const secret = read();
  if (secret.length < MIN_LENGTH) {
    throw new Error(
      `${file} holds a reset-code secret shorter than ${MIN_LENGTH} characters: delete it to generate a new one, or set RESET_CODE_SECRET`,
    );
  }
  return secret;
}
