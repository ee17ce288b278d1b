/** The extension's UI strings as a locale shows them (i18n/<locale>/extension.json). */
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../../src/config/locales';

export function uiString(locale: Locale, id: string): string {
  const file = path.join(__dirname, '..', '..', '..', 'i18n', locale, 'extension.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message: string } | undefined>;
  const message = messages[id]?.message;
  if (!message) throw new Error(`i18n/${locale}/extension.json has no ${id}`);
  return message;
}
