/** The mail about a new access token: every locale, in the words of the account page and its glossary. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../src/config/locales';
import { NEW_TOKEN_TEXTS } from '../../../server/mail/newTokenTexts';
import { newTokenMail } from '../../../server/mail/templates';

const i18n = (locale: Locale, file: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../i18n', locale, file), 'utf8'));

const mail = (locale: Locale, scope: 'read' | 'write', expiresAt: string | null) =>
  newTokenMail({
    to: { email: 'amy@example.test', username: 'amy_7' },
    token: { name: 'Laptop CLI', scope, createdAt: new Date('2026-12-07T13:45:00.000Z'), expiresAt },
    locale,
    siteUrl: 'https://promptdeck.example',
  });

describe('the mail about a new token', () => {
  it.each(LOCALES)('%s: names the token, its access and expiry as the account page does, and links to it', (locale) => {
    const code = i18n(locale, 'code.json') as Record<string, { message: string }>;
    const texts = NEW_TOKEN_TEXTS[locale];
    expect(texts.scopeRead).toBe(code['account.tokens.scopeRead']!.message);
    expect(texts.scopeWrite).toBe(code['account.tokens.scopeWrite']!.message);
    expect(texts.never).toBe(code['account.tokens.expiryNever']!.message);
    const write = mail(locale, 'write', '2027-12-07T13:45:00.000Z');
    expect(write.to).toBe('amy@example.test');
    expect(write.text).toContain('amy_7');
    expect(write.text).toContain('Laptop CLI');
    expect(write.text).toContain(texts.scopeWrite);
    expect(write.text).toMatch(/13:45|১৩:৪৫/);
    expect(write.text).toContain(texts.notYou);
    const link = `https://promptdeck.example${locale === 'zh' ? '' : `/${locale}`}/user/#access-tokens`;
    expect(write.text.split('\n')).toContain(link);
    const read = mail(locale, 'read', null);
    expect(read.text).toContain(texts.scopeRead);
    expect(read.text).toContain(texts.never);
  });

  it.each(LOCALES)('%s: uses none of the words its glossary avoids', (locale) => {
    const glossary = i18n(locale, 'glossary.json') as { terms: Array<{ avoid?: string[] }> };
    const { text, subject } = mail(locale, 'write', '2027-12-07T13:45:00.000Z');
    for (const word of glossary.terms.flatMap((term) => term.avoid ?? []))
      expect(`${subject}\n${text}`, `${locale}: ${word}`).not.toContain(word);
  });

  it('writes dates with the digits the site uses (Bengali in bn) and no a.m./p.m.', () => {
    expect(mail('bn', 'write', '2027-12-07T13:45:00.000Z').text).toContain('১৩:৪৫');
    expect(mail('en', 'write', '2027-12-07T13:45:00.000Z').text).toContain('December 7, 2027 at 13:45 UTC');
    expect(mail('ar', 'write', '2027-12-07T13:45:00.000Z').text).toContain('13:45');
  });
});
