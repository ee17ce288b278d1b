/**
 * The mails the server sends, apart from the flows that send them
 * (server/auth/accounts.ts), so their wording is found and changed in one
 * place: every mail in the language of the page it was asked from, with its
 * texts in a module per mail holding all 13 locales (resetCodeTexts.ts,
 * newTokenTexts.ts).
 *
 * How the language reaches the server: the request names its page's locale in
 * a field of the contract (`locale` of ForgotPasswordBody, checked against the
 * site's locales: an unknown one is a 400), which the site's forms always send,
 * since only the page knows which language its reader chose. A client that
 * sends none (a script, an API client) gets the best match of its
 * Accept-Language header, else the site's default locale (DEFAULT_LOCALE).
 */
import { DEFAULT_LOCALE, LOCALE_FACTS, LOCALES, localePath, type Locale } from '../../src/config/locales';
import { formatCount } from '../../src/i18n/plural';
import type { MailMessage } from '.';
import { NEW_TOKEN_TEXTS } from './newTokenTexts';
import { RESET_CODE_TEXTS, type PluralPhrase } from './resetCodeTexts';

/** `n` through the plural rules of `locale`'s language, written with its digits as the site writes counts (bn ৩০). */
export function pluralPhrase(locale: Locale, phrase: PluralPhrase, n: number): string {
  const lang = LOCALE_FACTS[locale].htmlLang;
  const form = phrase[new Intl.PluralRules(lang).select(n)] ?? phrase.other;
  return form(formatCount(lang, n));
}

/** A number of minutes as the reset mail of `locale` says it ("30 minutes", "دقيقتين"). */
export const minutesText = (minutes: number, locale: Locale = 'en') =>
  pluralPhrase(locale, RESET_CODE_TEXTS[locale].minutes, minutes);

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The locale a mail is written in: the one the request named, else the first site locale its
 * Accept-Language accepts (by weight; "pt-BR" is pt, "zh-Hans-CN" is zh), else the default.
 */
export function mailLocale(requested: Locale | undefined, acceptLanguage?: string): Locale {
  if (requested) return requested;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0]!, weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.weight > 0 && isLocale(range.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = ranges[0]?.language;
  return found && isLocale(found) ? found : DEFAULT_LOCALE;
}

export interface ResetCodeMail {
  to: { email: string; username: string };
  code: string;
  /** How long the code stays valid. */
  minutes: number;
  /** The language of the page the code was asked from. */
  locale: Locale;
  /** The reset password page, in that language, with the email and code filled in. */
  resetLink: URL;
  siteUrl: string;
}

export function resetCodeMail({ to, code, minutes, locale, resetLink, siteUrl }: ResetCodeMail): MailMessage {
  const texts = RESET_CODE_TEXTS[locale];
  const values = { username: to.username, validFor: minutesText(minutes, locale) };
  return {
    to: to.email,
    subject: texts.subject,
    text: [
      texts.greeting(values),
      '',
      texts.codeIntro,
      '',
      // On a line of its own, indented: easy to copy whole, and the same in every language.
      `    ${code}`,
      '',
      texts.howToUse(values),
      resetLink.toString(),
      '',
      texts.notYou,
      '',
      `— PromptDeck (${siteUrl})`,
    ].join('\n'),
  };
}

export interface NewTokenMail {
  to: { email: string; username: string };
  token: { name: string; scope: 'read' | 'write'; createdAt: Date; expiresAt: string | null };
  /** The language of the page the token was created on. */
  locale: Locale;
  siteUrl: string;
}

/** The token list of the account page in `locale` (the default locale lives at the root). */
export function tokenListLink(siteUrl: string, locale: Locale): URL {
  return new URL(`${localePath(locale, '/user/')}#access-tokens`, siteUrl);
}

/**
 * Tells the owner a token was made: its name, access, expiry and when (in UTC, written as the
 * page's language writes dates), and where to revoke it and change the password if it was not them.
 */
export function newTokenMail({ to, token, locale, siteUrl }: NewTokenMail): MailMessage {
  const texts = NEW_TOKEN_TEXTS[locale];
  const lang = LOCALE_FACTS[locale].htmlLang;
  const moment = (date: Date) =>
    texts.utc(
      new Intl.DateTimeFormat(lang, {
        dateStyle: 'long',
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }).format(date),
    );
  // A full-width colon (zh, ja) carries its own space.
  const line = (label: string, value: string) => `    ${label}${label.endsWith('：') ? '' : ' '}${value}`;
  return {
    to: to.email,
    subject: texts.subject,
    text: [
      texts.greeting({ username: to.username }),
      '',
      texts.intro,
      '',
      // Each detail on a line of its own after its label: the token's name is the member's own words.
      line(texts.name, token.name),
      line(texts.scope, token.scope === 'write' ? texts.scopeWrite : texts.scopeRead),
      line(texts.expires, token.expiresAt === null ? texts.never : moment(new Date(token.expiresAt))),
      line(texts.created, moment(token.createdAt)),
      '',
      texts.ifYou,
      texts.notYou,
      tokenListLink(siteUrl, locale).toString(),
      '',
      `— PromptDeck (${siteUrl})`,
    ].join('\n'),
  };
}
