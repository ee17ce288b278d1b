/**
 * The glossary check (issue 19): every locale's UI strings and docs keep to
 * its i18n/<locale>/glossary.json, and the checker itself catches each rule.
 * Run `npx tsx scripts/i18n-glossary.ts <locale>` to see the hits with file
 * and key/line, and `--fix <locale>` for the typographic ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@site/src/config/locales';
import { checkFile, checkText, selfContradictions, type Rule } from '@site/src/i18n/glossary/check';
import { fixMdx, fixText } from '@site/src/i18n/glossary/fix';
import { maskMdx, maskMessage } from '@site/src/i18n/glossary/mask';
import { glossarySchema, type Glossary, type GlossaryInput } from '@site/src/i18n/glossary/schema';
import { glossaryPath, loadGlossary, readSources } from '@site/src/i18n/glossary/sources';

const siteDir = path.resolve(__dirname, '../../..');

const base = (extra: Partial<GlossaryInput> = {}): Glossary =>
  glossarySchema.parse({
    locale: 'en',
    register: 'you',
    quotes: { primary: ['“', '”'], secondary: ['‘', '’'] },
    apostrophe: '’',
    digits: 'latn',
    terms: [
      { concept: 'prompt', use: ['prompt'] },
      { concept: 'favorite', use: ['favorite'], avoid: ['favourite'] },
      { concept: 'community', use: ['community'] },
      { concept: 'signIn', use: ['Sign in'], avoid: ['log in'] },
      { concept: 'vote', use: ['vote'] },
      { concept: 'comment', use: ['comment'] },
      { concept: 'notes', use: ['Notes'] },
      { concept: 'feedback', use: ['Feedback'] },
      { concept: 'editorsPicks', use: ['Editors’ picks'] },
    ],
    patterns: [{ avoid: 'colour', flags: 'i', why: 'US spelling' }],
    style: ['short buttons'],
    ...extra,
  });

const rules = (glossary: Glossary, message: string): Rule[] =>
  checkText(glossary, maskMessage(message)).map((h) => h.rule);

const withGlossary = LOCALES.filter((locale) => fs.existsSync(glossaryPath(siteDir, locale)));
const withoutGlossary = LOCALES.filter((locale) => !withGlossary.includes(locale));

describe('glossary check over the site', () => {
  it(`lists the checked locales: ${withGlossary.join(', ') || 'none'}`, () => {
    // The locales below without a glossary.json are skipped only for that reason (see the last test).
    expect(withGlossary.length).toBeGreaterThan(0);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const has = withGlossary.includes(locale);
    it.skipIf(!has)('has a valid glossary whose accepted forms it does not flag itself', () => {
      const glossary = loadGlossary(siteDir, locale)!;
      expect(glossary.locale).toBe(locale);
      expect(selfContradictions(glossary)).toEqual([]);
    });
    it.skipIf(!has)('has no glossary hit in its UI strings, navbar/footer JSON and docs', () => {
      const glossary = loadGlossary(siteDir, locale)!;
      const sources = readSources(siteDir, locale);
      expect(sources.some((s) => s.kind === 'doc')).toBe(true);
      expect(sources.some((s) => s.file.endsWith('code.json'))).toBe(true);
      const hits = sources
        .flatMap((file) => checkFile(glossary, file))
        .map((h) => `${h.file} ${h.where} [${h.rule}] ${JSON.stringify(h.match)}: ${h.detail}`);
      expect(hits).toEqual([]);
    });
  });

  // EXPECTED TO FAIL until the glossaries of every helper are merged (issue 19: l1 en zh ja ko,
  // l2 es fr de it, l3 ru pt hi ar bn). After the merge it must pass; do not skip it.
  it(`every one of the 13 locales has a glossary (missing: ${withoutGlossary.join(', ') || 'none'})`, () => {
    expect(withoutGlossary).toEqual([]);
  });
});

describe('glossary schema', () => {
  it('needs the first nine concepts, each once, from the fixed set', () => {
    expect(() => base()).not.toThrow();
    const input = base();
    const missing = { ...input, terms: input.terms.filter((t) => t.concept !== 'editorsPicks') };
    expect(glossarySchema.safeParse(missing).success).toBe(false);
    const twice = { ...input, terms: [...input.terms, { concept: 'vote', use: ['ballot'] }] };
    expect(glossarySchema.safeParse(twice).success).toBe(false);
    const unknown = { ...input, terms: [...input.terms, { concept: 'wishlist', use: ['x'] }] };
    expect(glossarySchema.safeParse(unknown).success).toBe(false);
  });
  it('refuses an invalid pattern and an unknown digit system', () => {
    const input = base();
    expect(glossarySchema.safeParse({ ...input, patterns: [{ avoid: '(' }] }).success).toBe(false);
    expect(glossarySchema.safeParse({ ...input, digits: 'roman' }).success).toBe(false);
  });
});

describe('glossary checker rules', () => {
  const en = base();

  it('flags an avoided term as a whole word, in any case, and not inside another word', () => {
    expect(rules(en, 'Please log in first.')).toEqual(['avoid']);
    expect(rules(en, 'Log In to continue')).toEqual(['avoid']);
    expect(rules(en, 'Your catalog included')).toEqual([]);
    expect(rules(en, 'My favourites')).toEqual([]); // "favourite" is listed, "favourites" is another word
  });

  it('matches avoided terms as substrings in zh, ja and ko', () => {
    const ja = base({
      locale: 'ja',
      quotes: { primary: ['「', '」'], secondary: ['『', '』'] },
      apostrophe: undefined,
      terms: [
        ...base().terms.filter((t) => t.concept !== 'signIn'),
        { concept: 'signIn', use: ['ログイン'], avoid: ['サインイン'] },
      ],
      patterns: [],
    });
    expect(rules(ja, 'サインインしてください')).toEqual(['avoid']);
    expect(rules(ja, 'ログインしてください')).toEqual([]);
  });

  it('flags a pattern', () => {
    expect(rules(en, 'Pick a Colour')).toEqual(['pattern']);
  });

  it('flags straight and foreign quote marks, not the locale’s own', () => {
    expect(rules(en, 'Edit "{title}"')).toEqual(['quote', 'quote']);
    expect(rules(en, 'Edit «{title}»')).toEqual(['quote', 'quote']);
    expect(rules(en, 'Edit “{title}”')).toEqual([]);
  });

  it('flags the other apostrophe', () => {
    expect(rules(en, "You can't vote")).toEqual(['apostrophe']);
    expect(rules(base({ apostrophe: "'" }), 'You can’t vote')).toEqual(['apostrophe']);
    expect(rules(en, 'You can’t vote')).toEqual([]);
  });

  it('flags an ordinary space before French : ; ! ? and inside « »', () => {
    const fr = base({
      locale: 'fr',
      quotes: { primary: ['«', '»'], secondary: ['“', '”'] },
      terms: base().terms,
      patterns: [],
    });
    expect(rules(fr, 'Notes :')).toEqual(['frenchSpace']);
    expect(rules(fr, 'Merci !')).toEqual(['frenchSpace']);
    expect(rules(fr, '« Titre »')).toEqual(['frenchSpace', 'frenchSpace']);
    expect(rules(fr, 'Notes\u00A0: merci\u202F! «\u202FTitre\u202F»')).toEqual([]);
    expect(rules(en, 'Notes : thanks !')).toEqual([]);
  });

  it('flags digits of another script than the locale’s', () => {
    expect(rules(en, 'In ٣ days or ３ days')).toEqual(['digits', 'digits']);
    const bn = base({ locale: 'bn', digits: 'beng', apostrophe: undefined, terms: base().terms, patterns: [] });
    expect(rules(bn, '৩ দিনে')).toEqual([]);
    expect(rules(bn, '3 দিনে')).toEqual(['digits']);
    expect(rules(bn, '{count} দিনে, https://example.com/3')).toEqual([]);
  });

  it('skips placeholders, code spans, URLs and tags in messages', () => {
    expect(rules(en, 'Run `log in "now"` at https://x.test/colour?a="b" {log in} <a href="x">ok</a>')).toEqual([]);
  });

  it('skips fenced code, imports, front-matter keys, link targets and JSX attributes in docs', () => {
    const doc = [
      '---',
      'slug: /log-in',
      'title: How to log in',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      '```bash',
      'echo "log in" # colour',
      '```',
      '<Tabs groupId="log in">',
      'See [the page](/colour "log in") and <code>log in</code>.',
      '',
    ].join('\n');
    const hits = checkFile(en, { kind: 'doc', file: 'x.mdx', source: doc });
    expect(hits.map((h) => `${h.where} ${h.rule} ${h.match}`)).toEqual(['line 3 avoid log in', 'line 11 avoid log in']);
  });
});

describe('glossary fixes', () => {
  const fr = base({
    locale: 'fr',
    quotes: { primary: ['«', '»'], secondary: ['“', '”'] },
    terms: base().terms,
    patterns: [],
  });

  const fixMessage = (g: Glossary, text: string) => fixText(g, text, maskMessage(text));

  it('puts French no-break spaces and guillemets, keeps code and URLs, and is idempotent', () => {
    const once = fixMessage(fr, `Notes : l'ami "Titre" ! « x » voir https://a.b/c?d=1 ; \`a : b\``);
    expect(once).toBe(
      'Notes\u00A0: l’ami «\u202FTitre\u202F»\u202F! «\u202Fx\u202F» voir https://a.b/c?d=1\u202F; `a : b`',
    );
    expect(fixMessage(fr, once)).toBe(once);
    expect(rules(fr, once)).toEqual([]);
  });

  it('turns straight and foreign quotes into the locale’s own, and leaves an odd quote for a person', () => {
    expect(fixMessage(base(), 'Edit "{title}" or «{query}»')).toBe('Edit “{title}” or “{query}”');
    expect(fixMessage(base(), 'A " alone')).toBe('A " alone');
    expect(fixMessage(base(), "Expand category '{label}', don't")).toBe('Expand category ‘{label}’, don’t');
    expect(fixMessage(fr, "la catégorie '{label}'")).toBe('la catégorie “{label}”');
    const ja = base({
      locale: 'ja',
      quotes: { primary: ['「', '」'], secondary: ['『', '』'] },
      apostrophe: undefined,
    });
    expect(fixMessage(ja, '“{title}”を削除')).toBe('「{title}」を削除');
  });

  it('fixes docs prose only', () => {
    const doc = [
      '---',
      'title: "Don\'t"',
      '---',
      '```',
      'it\'s "code"',
      '```',
      'It\'s "fine" [x](/a"b) `c\'d`',
      '',
    ].join('\n');
    const fixed = fixMdx(base(), doc);
    expect(fixed.split('\n')).toEqual([
      '---',
      'title: “Don’t”',
      '---',
      '```',
      'it\'s "code"',
      '```',
      'It’s “fine” [x](/a"b) `c\'d`',
      '',
    ]);
    expect(fixMdx(base(), fixed)).toBe(fixed);
    expect(maskMdx(fixed).length).toBe(fixed.length);
  });
});
