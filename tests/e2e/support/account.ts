import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A fresh username (3..32 of letters, digits, "_" and "-"). */
export function uniqueName(prefix: string) {
  return `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs in through the API (same cookies as the page), as a quick set-up for tests of other things. */
export async function signInByApi(page: Page, login = 'demo', password = 'promptdeck-demo') {
  const response = await page.request.post('/api/auth/login', {
    data: { login, password },
    headers: { 'X-Requested-With': 'promptdeck' },
  });
  expect(response.status()).toBe(200);
}

function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest mail in the e2e server's outbox addressed to `email`, as text. */
export async function lastMailTo(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : [];
        for (const file of files.reverse()) {
          const text = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
          if (text.includes(`To: ${email}`)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}
