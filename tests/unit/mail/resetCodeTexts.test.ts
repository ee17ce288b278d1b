/** The reset mail's texts: every locale, and every number of minutes through the language's plural rules. */
import { describe, expect, it } from 'vitest';
import { LOCALE_FACTS, LOCALES } from '../../../src/config/locales';
import { formatCount } from '../../../src/i18n/plural';
import { RESET_CODE_TEXTS } from '../../../server/mail/resetCodeTexts';
import { mailLocale, minutesText, resetCodeMail } from '../../../server/mail/templates';

const COUNTS = [0, 1, 2, 3, 5, 10, 11, 21, 22, 25, 99, 100, 101, 1440];
/** Languages whose `many` only applies to millions: their `other` serves (two forms are enough). */
const MANY_FOR_MILLIONS = new Set(['es', 'fr', 'it', 'pt']);

describe('minutes in the reset mail', () => {
  it.each(LOCALES)('%s: has a form for every plural category of the language', (locale) => {
    const categories = new Intl.PluralRules(LOCALE_FACTS[locale].htmlLang).resolvedOptions().pluralCategories;
    const needed = categories.filter((category) => !(category === 'many' && MANY_FOR_MILLIONS.has(locale)));
    expect(Object.keys(RESET_CODE_TEXTS[locale].minutes).sort()).toEqual([...needed].sort());
  });

  it.each(LOCALES)('%s: picks the form Intl.PluralRules picks', (locale) => {
    const rules = new Intl.PluralRules(LOCALE_FACTS[locale].htmlLang);
    const forms = RESET_CODE_TEXTS[locale].minutes;
    for (const n of COUNTS) {
      const form = forms[rules.select(n)] ?? forms.other;
      expect(minutesText(n, locale), `${locale} ${n}`).toBe(form(formatCount(LOCALE_FACTS[locale].htmlLang, n)));
    }
  });

  it('says the Arabic dual and the 3–10 plural, and the Russian cases', () => {
    expect([1, 2, 3, 10, 11, 30, 100].map((n) => minutesText(n, 'ar'))).toEqual([
      'دقيقة واحدة',
      'دقيقتين',
      '3 دقائق',
      '10 دقائق',
      '11 دقيقة',
      '30 دقيقة',
      '100 دقيقة',
    ]);
    expect([1, 2, 5, 21, 22, 30].map((n) => minutesText(n, 'ru'))).toEqual([
      '1 минуту',
      '2 минуты',
      '5 минут',
      '21 минуту',
      '22 минуты',
      '30 минут',
    ]);
    expect([1, 30].map((n) => minutesText(n, 'en'))).toEqual(['1 minute', '30 minutes']);
    expect([1, 30].map((n) => minutesText(n, 'fr'))).toEqual(['1\u00a0minute', '30\u00a0minutes']);
  });

  it('writes Latin digits in every language, as the site’s strings do', () => {
    expect(minutesText(30, 'bn')).toBe('৩০ মিনিট');
    expect(minutesText(30, 'ar')).toBe('30 دقيقة');
  });
});

describe('the reset mail', () => {
  it.each(LOCALES)(
    '%s: puts the code alone on its line and the link on the next line after the instructions',
    (locale) => {
      const link = new URL('https://promptdeck.example/x/reset-password#email=a%40example.test&code=ABCD2345');
      const mail = resetCodeMail({
        to: { email: 'a@example.test', username: 'reader' },
        code: 'ABCD2345',
        minutes: 30,
        locale,
        resetLink: link,
        siteUrl: 'https://promptdeck.example',
      });
      const lines = mail.text.split('\n');
      expect(lines).toContain('    ABCD2345');
      expect(lines[lines.indexOf(link.toString()) - 1]).toBe(
        RESET_CODE_TEXTS[locale].howToUse({ username: 'reader', validFor: minutesText(30, locale) }),
      );
      expect(mail.text).toContain('reader');
      expect(mail.subject).toBe(RESET_CODE_TEXTS[locale].subject);
    },
  );
});

describe('mailLocale', () => {
  it('takes the named locale, else the best Accept-Language match, else the default', () => {
    expect(mailLocale('ar', 'fr')).toBe('ar');
    expect(mailLocale(undefined, 'fr-CA,fr;q=0.9')).toBe('fr');
    expect(mailLocale(undefined, 'nl, de;q=0.3, ja;q=0.6')).toBe('ja');
    expect(mailLocale(undefined, 'zh-Hans-CN')).toBe('zh');
    expect(mailLocale(undefined, 'en;q=0, xx')).toBe('zh');
    expect(mailLocale(undefined, undefined)).toBe('zh');
    expect(mailLocale(undefined, '')).toBe('zh');
  });
});
