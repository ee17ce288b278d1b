/**
 * Every mail in the language of the page it was asked from: subject, body and
 * link, in each of the 13 locales (the MemoryMailer the other API tests read).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../src/config/locales';
import { Agent, createTestApp, registerUser, type TestApp } from './helpers/app';
import { resetCodeFrom, resetLinkFrom } from './helpers/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** What a reader of each language must see: the subject, and how the body says "valid for 30 minutes". */
const expected: Record<Locale, { subject: string; validFor: string; path: string }> = {
  zh: { subject: '你的 PromptDeck 密码重置码', validFor: '30 分钟内有效', path: '/reset-password' },
  en: { subject: 'Your PromptDeck password reset code', validFor: 'valid for 30 minutes', path: '/en/reset-password' },
  ja: {
    subject: 'PromptDeck パスワード再設定コードのお知らせ',
    validFor: '有効期限は30分',
    path: '/ja/reset-password',
  },
  ko: { subject: 'PromptDeck 비밀번호 재설정 코드', validFor: '30분 동안 유효', path: '/ko/reset-password' },
  es: {
    subject: 'Tu código para restablecer la contraseña de PromptDeck',
    validFor: 'válido durante 30 minutos',
    path: '/es/reset-password',
  },
  fr: {
    subject: 'Votre code de réinitialisation PromptDeck',
    validFor: 'valable 30\u00a0minutes',
    path: '/fr/reset-password',
  },
  de: {
    subject: 'Dein Code zum Zurücksetzen des PromptDeck-Passworts',
    validFor: '30 Minuten gültig',
    path: '/de/reset-password',
  },
  it: {
    subject: 'Il tuo codice per reimpostare la password di PromptDeck',
    validFor: 'valido per 30 minuti',
    path: '/it/reset-password',
  },
  ru: { subject: 'Код для сброса пароля PromptDeck', validFor: 'действует 30 минут', path: '/ru/reset-password' },
  pt: {
    subject: 'Seu código para redefinir a senha do PromptDeck',
    validFor: 'vale por 30 minutos',
    path: '/pt/reset-password',
  },
  hi: { subject: 'आपका PromptDeck पासवर्ड रीसेट कोड', validFor: '30 मिनट तक मान्य', path: '/hi/reset-password' },
  ar: {
    subject: 'رمز إعادة تعيين كلمة المرور في PromptDeck',
    validFor: 'صالحًا مدة 30 دقيقة',
    path: '/ar/reset-password',
  },
  bn: { subject: 'আপনার PromptDeck পাসওয়ার্ড রিসেট কোড', validFor: '৩০ মিনিট বৈধ', path: '/bn/reset-password' },
};

/** Latin words left in a mail of a language written in another script (the name, code, link and brand aside). */
function latinWords(text: string, username: string, code: string): string[] {
  return (
    text
      .replace(/https?:\/\/\S+/g, '')
      .replaceAll(username, '')
      .replaceAll(code, '')
      .replaceAll('PromptDeck', '')
      .match(/[A-Za-z]{2,}/g) ?? []
  );
}

describe('the reset mail, asked from each locale’s page', () => {
  it('covers every locale of the site', () => {
    expect(Object.keys(expected).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s: subject, body and link in that language', async (locale) => {
    const username = `mail_${locale}`;
    await registerUser(t.app, username);
    const email = `${username}@example.test`;
    expect((await new Agent(t.app).post('/api/auth/forgot-password', { email, locale })).status).toBe(202);
    const mail = t.mailer.lastTo(email)!;
    expect(mail.subject).toBe(expected[locale].subject);
    expect(mail.text).toContain(expected[locale].validFor);
    const code = resetCodeFrom(mail.text)!;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const link = resetLinkFrom(mail.text);
    expect(link.origin).toBe('http://localhost:3000');
    expect(link.pathname).toBe(expected[locale].path);
    // In the fragment, which browsers never send: no log on the way sees them.
    expect(link.search).toBe('');
    const fragment = new URLSearchParams(link.hash.slice(1));
    expect(fragment.get('code')).toBe(code);
    expect(fragment.get('email')).toBe(email);
    if (!['en', 'es', 'fr', 'de', 'it', 'pt'].includes(locale))
      expect(latinWords(mail.text, username, code)).toEqual([]);
    // The code works where the link leads.
    const reset = await new Agent(t.app).post('/api/auth/reset-password', { email, code, password: 'a brand new one' });
    expect(reset.status).toBe(200);
  });
});

describe('a request that names no locale', () => {
  const ask = async (username: string, headers: Record<string, string>) => {
    await registerUser(t.app, username);
    const email = `${username}@example.test`;
    await new Agent(t.app).post('/api/auth/forgot-password', { email }, { headers });
    return t.mailer.lastTo(email)!;
  };

  it('is answered in the best site language of its Accept-Language', async () => {
    const mail = await ask('accepts_pt', { 'accept-language': 'xx-YY, pt-BR;q=0.9, en;q=0.8' });
    expect(mail.subject).toBe(expected.pt.subject);
    expect(resetLinkFrom(mail.text).pathname).toBe('/pt/reset-password');
    const weighted = await ask('accepts_ar', { 'accept-language': 'de;q=0.5, ar;q=0.7' });
    expect(weighted.subject).toBe(expected.ar.subject);
  });

  it('is in the site’s default language (zh, at /) when no language of the header is the site’s', async () => {
    for (const [name, headers] of [
      ['accepts_none', {}],
      ['accepts_xx', { 'accept-language': 'xx, nl;q=0.9' }],
    ] as const) {
      const mail = await ask(name, headers);
      expect(mail.subject).toBe(expected.zh.subject);
      expect(resetLinkFrom(mail.text).pathname).toBe('/reset-password');
    }
  });

  it('the named locale wins over the header', async () => {
    await registerUser(t.app, 'names_ko');
    const email = 'names_ko@example.test';
    await new Agent(t.app).post(
      '/api/auth/forgot-password',
      { email, locale: 'ko' },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(t.mailer.lastTo(email)!.subject).toBe(expected.ko.subject);
  });
});
