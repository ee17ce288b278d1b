/**
 * Locale facts and strings that a reader of one language would trip over:
 * the editors' picks tag named like the favorites feature, arrows pointing
 * the wrong way in right-to-left text, Brazilian Portuguese announced as
 * plain Portuguese.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_FACTS, LOCALES, type Locale } from '@site/src/config/locales';
import { antdLocales } from '@site/src/components/AntdArea/antdLocales';

type Messages = Record<string, { message: string }>;
const messages = (locale: Locale): Messages =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../i18n/${locale}/code.json`), 'utf8')) as Messages;

/** The names the saved-favorites feature goes by in the UI. */
const FAVORITES_KEYS = [
  'favorite.label',
  'page.favorites.title',
  'navbar.account.favorites',
  'favorites.search',
  'admin.members.favorites',
];

describe('the editors’ picks tag (zh 精选)', () => {
  it.each(LOCALES)('%s: is never named like the favorites feature', (locale) => {
    const strings = messages(locale);
    const tag = strings['tag.favorite.label']!.message.toLocaleLowerCase(locale);
    for (const key of FAVORITES_KEYS) {
      const favorites = strings[key]!.message.toLocaleLowerCase(locale);
      expect(tag, `${locale} ${key}`).not.toBe(favorites);
    }
    // Nor does it hold the favorites word itself ("Favoriten" in "Meine Favoriten").
    expect(tag).not.toContain(strings['favorite.label']!.message.toLocaleLowerCase(locale));
  });
});

describe('arrows in right-to-left locales', () => {
  const english = messages('en');
  const withArrows = Object.keys(english).filter((key) => /[‹›←→]/.test(english[key]!.message));
  const rtl = LOCALES.filter((locale) => LOCALE_FACTS[locale].direction === 'rtl');

  it('there are arrows to check', () => {
    expect(withArrows).toEqual(expect.arrayContaining(['community.pager.next', 'prompt.back']));
    expect(rtl).toContain('ar');
  });

  it.each(rtl)('%s: keeps ‹ › as English has them (the browser mirrors them) and swaps ← → (it does not)', (locale) => {
    const strings = messages(locale);
    for (const key of withArrows) {
      const arrowsOf = (text: string) => text.match(/[‹›←→]/g) ?? [];
      const expected = arrowsOf(english[key]!.message).map(
        (arrow) => ({ '‹': '‹', '›': '›', '←': '→', '→': '←' })[arrow],
      );
      expect(arrowsOf(strings[key]!.message), `${locale} ${key}`).toEqual(expected);
    }
  });
});

describe('Brazilian Portuguese', () => {
  it('is announced as pt-BR (spell-check, hyphenation, speech) with the locale path kept as pt', () => {
    expect(LOCALE_FACTS.pt.htmlLang).toBe('pt-BR');
    expect(LOCALE_FACTS.pt.path).toBe('pt');
  });

  it('reads numbers, dates and plurals as Brazil does', () => {
    const lang = LOCALE_FACTS.pt.htmlLang;
    expect(new Intl.PluralRules(lang).select(0)).toBe('one');
    expect(new Intl.NumberFormat(lang).format(1234.5)).toBe('1.234,5');
  });

  it('gets antd’s Brazilian texts, not the European ones', async () => {
    const { default: antd } = await antdLocales.pt();
    expect(antd.locale.toLowerCase()).toBe('pt-br');
  });
});
