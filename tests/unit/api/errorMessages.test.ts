import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@site/src/api/contract';
import { QUOTA_LIMITS } from '@site/src/api/limits';
import {
  apiErrorMessage,
  linksNotAllowedMessage,
  quotaMessage,
  rateLimitedMessage,
  suspensionMessage,
  type FailedAction,
} from '@site/src/api/errorMessages';
import { LOCALE_FACTS } from '@site/src/config/locales';
import { formatCount, messageForms, selectPlural } from '@site/src/i18n/plural';
import { LOCALES } from '@site/src/config/locales';

const ACTIONS: FailedAction[] = [
  'submit',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'deletePrompt',
  'signOut',
  'import',
  'export',
];

describe('apiErrorMessage', () => {
  it('never shows the server message and always answers a sentence', () => {
    for (const code of ERROR_CODES) {
      for (const action of ACTIONS) {
        const message = apiErrorMessage({ code, message: 'SELECT * FROM secrets' }, action);
        expect(message, `${code} during ${action}`).toMatch(/^[A-Z].+\.$/);
        expect(message).not.toContain('SELECT');
      }
    }
  });

  it('gives codes with their own meaning their own message', () => {
    expect(apiErrorMessage({ code: 'USERNAME_TAKEN' }, 'register')).toBe('This username is already taken.');
    expect(apiErrorMessage({ code: 'INVALID_CREDENTIALS' }, 'login')).toBe(
      'The username, email or password is not correct.',
    );
    expect(apiErrorMessage({ code: 'WRONG_PASSWORD' }, 'changePassword')).toBe('The current password is not correct.');
    expect(apiErrorMessage({ code: 'RATE_LIMITED' }, 'login')).toMatch(/Too many attempts/);
    for (const action of ['register', 'resetPassword', 'changePassword'] as const) {
      expect(apiErrorMessage({ code: 'COMMON_PASSWORD' }, action)).toBe(
        'This password is too common and easy to guess. Please choose another one.',
      );
    }
  });

  it('says how long to wait when the server sent Retry-After', () => {
    expect(apiErrorMessage({ code: 'RATE_LIMITED', retryAfterSeconds: 42 }, 'login')).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
    expect(apiErrorMessage({ code: 'RATE_LIMITED', retryAfterSeconds: 600 }, 'login')).toBe(
      'Too many attempts. Please try again in 10 minutes.',
    );
  });

  it('inflects the wait for its number, in the digits of the page language', () => {
    expect(rateLimitedMessage(0.4, 'en')).toBe('Too many attempts. Please try again in 1 second.');
    expect(rateLimitedMessage(89, 'en')).toBe('Too many attempts. Please try again in 89 seconds.');
    expect(rateLimitedMessage(90, 'en')).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(rateLimitedMessage(60 * 60 * 30, 'en')).toBe('Too many attempts. Please try again in 1,800 minutes.');
    expect(rateLimitedMessage(100, 'bn')).toBe('Too many attempts. Please try again in ২ minutes.');
    expect(rateLimitedMessage(0, 'en')).toBeUndefined();
  });

  it("falls back to the action's message from the spec for anything else", () => {
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'submit')).toBe('Submission failed, please try again later.');
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'resetPassword')).toBe(
      'Resetting the password failed, please try again later.',
    );
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'forgotPassword')).toBe(
      'The password reset email could not be sent, please try again later.',
    );
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'changePassword')).toBe(
      'Changing the password failed, please try again later.',
    );
    expect(apiErrorMessage({ code: 'INTERNAL' }, 'deletePrompt')).toBe(
      'Deleting the prompt failed, please try again later.',
    );
    expect(apiErrorMessage(new Error('boom'))).toBe('Submission failed, please try again later.');
    expect(apiErrorMessage(null)).toBe('Submission failed, please try again later.');
    expect(apiErrorMessage({ code: 'SOMETHING_NEW' }, 'login')).toBe('Signing in failed, please try again later.');
  });

  it('is translated in every locale', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../../src/api/errorMessages.ts'), 'utf8');
    const ids = [...source.matchAll(/id: '(api\.error\.[A-Za-z]+)'/g)].map((match) => match[1]!);
    expect(ids.length).toBeGreaterThan(15);
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const messages = JSON.parse(fs.readFileSync(path.join(__dirname, `../../../i18n/${locale}/code.json`), 'utf8'));
      const english = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../i18n/en/code.json'), 'utf8'));
      for (const id of ids) {
        expect(messages[id]?.message, `${locale} ${id}`).toBeTruthy();
        expect(messages[id].message, `${locale} ${id} is still English`).not.toBe(english[id]?.message);
      }
    }
  });

  it('names the cap that was reached, with its number, as a whole sentence', () => {
    const quota = (field: string, limit?: number) =>
      apiErrorMessage({ code: 'QUOTA_EXCEEDED', field, limit }, 'submit');
    expect(quota('prompts', 2000)).toBe('You can keep at most 2,000 prompts. Delete some to add new ones.');
    expect(quota('shared', 50)).toBe('You can share at most 50 prompts a day. Try again tomorrow.');
    expect(quota('comments', 60)).toBe('You can post at most 60 comments an hour. Please try again later.');
    expect(quota('favorites', 2000)).toBe('You can keep at most 2,000 favorites. Remove some to add new ones.');
    expect(quota('comments', 1)).toBe('You can post at most 1 comment an hour. Please try again later.');
    // Without a number from the server, the site's own cap; an unknown cap, the general sentence.
    expect(quota('shared')).toBe(`You can share at most ${QUOTA_LIMITS.shared} prompts a day. Try again tomorrow.`);
    expect(quota('toString', 5)).toBe('Your account has reached one of its limits.');
    expect(apiErrorMessage({ code: 'QUOTA_EXCEEDED' }, 'import')).toBe('Your account has reached one of its limits.');
  });

  it('words each cap in every locale with the number written the local way and the plural form it takes', () => {
    const ids = {
      prompts: 'api.error.quotaPrompts',
      shared: 'api.error.quotaShared',
      comments: 'api.error.quotaComments',
      favorites: 'api.error.quotaFavorites',
    } as const;
    for (const [locale, facts] of Object.entries(LOCALE_FACTS)) {
      const messages = JSON.parse(fs.readFileSync(path.join(__dirname, `../../../i18n/${locale}/code.json`), 'utf8'));
      const categories = messageForms(facts.htmlLang).length;
      for (const id of [...Object.values(ids), 'account.import.keptPrivate']) {
        const forms = messages[id].message.split('|');
        expect(
          forms.length === 1 || forms.length === categories,
          `${locale} ${id}: ${forms.length} forms for ${categories} plural categories`,
        ).toBe(true);
      }
      for (const [field, id] of Object.entries(ids)) {
        const limit = QUOTA_LIMITS[field as keyof typeof QUOTA_LIMITS];
        const sentence = selectPlural(
          facts.htmlLang,
          limit,
          messages[id].message.replaceAll('{count}', formatCount(facts.htmlLang, limit)),
        );
        expect(sentence, `${locale} ${id}`).toContain(formatCount(facts.htmlLang, limit));
        expect(sentence).not.toContain('|');
      }
    }
    expect(quotaMessage('prompts', 2000, 'de')).toBe(
      'You can keep at most 2.000 prompts. Delete some to add new ones.',
    );
  });

  it('says until when a suspended member is suspended, with the note, whatever they were doing', () => {
    const until = '2026-12-03T14:05:00.000Z';
    const expected = `Your account is suspended until ${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until))}. You can still read and sign in.`;
    for (const action of ['submit', 'import', 'export'] as const) {
      expect(apiErrorMessage({ code: 'SUSPENDED', suspension: { until, note: null } }, action)).toBe(expected);
    }
    expect(apiErrorMessage({ code: 'SUSPENDED', suspension: { until: null, note: 'Spam links.' } })).toBe(
      'Your account is suspended until a moderator lifts it. You can still read and sign in. Note from the moderators: Spam links.',
    );
    expect(apiErrorMessage({ code: 'SUSPENDED' })).toBe('Your account is suspended. You can still read and sign in.');
  });

  it('writes the end of a suspension the way the page language writes dates', () => {
    const until = '2026-12-03T14:05:00.000Z';
    const arabic = suspensionMessage({ until, note: null }, 'ar');
    expect(arabic).toContain(
      new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until)),
    );
    expect(arabic).toContain('ديسمبر');
  });

  it('says when a new account may post links: in hours when soon, as a date when later', () => {
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    const inHours = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    expect(linksNotAllowedMessage(inHours(1), 'en', now)).toBe(
      'New accounts cannot post links yet. You can post links in 1 hour.',
    );
    expect(linksNotAllowedMessage(inHours(20.2), 'en', now)).toBe(
      'New accounts cannot post links yet. You can post links in 21 hours.',
    );
    const later = inHours(24 * 5);
    expect(linksNotAllowedMessage(later, 'en', now)).toBe(
      `New accounts can post links from ${new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(later))}.`,
    );
    expect(apiErrorMessage({ code: 'LINKS_NOT_ALLOWED_YET' })).toBe(
      'New accounts cannot post links yet. Please send it without the link.',
    );
  });

  it('picks the plural form of the hours to wait in every locale', () => {
    for (const [locale, facts] of Object.entries(LOCALE_FACTS)) {
      const messages = JSON.parse(fs.readFileSync(path.join(__dirname, `../../../i18n/${locale}/code.json`), 'utf8'));
      const forms = messages['api.error.linksNotAllowedHours'].message as string;
      for (const hours of [1, 2, 5, 11, 24]) {
        const sentence = selectPlural(
          facts.htmlLang,
          hours,
          forms.replaceAll('{count}', formatCount(facts.htmlLang, hours)),
        );
        expect(sentence, `${locale} ${hours}`).not.toContain('|');
        expect(sentence, `${locale} ${hours}`).not.toContain('{');
      }
    }
  });

  it('has a sentence of its own for repeated text', () => {
    expect(apiErrorMessage({ code: 'REPEATED_TEXT' })).toBe(
      'You posted the same text on several items a moment ago. Please write something specific to this one.',
    );
  });

  it('falls back to the sentence a part on demand brings, only when the code has none of its own', () => {
    const own = () => 'The report could not be sent.';
    expect(apiErrorMessage({ code: 'INTERNAL' }, own)).toBe('The report could not be sent.');
    expect(apiErrorMessage({ code: 'REPEATED_TEXT' }, own)).toMatch(/^You posted the same text/);
  });
});
