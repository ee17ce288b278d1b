// Lists, per locale, the UI strings (code.json, the extension's extension.json and theme/docs JSON files) whose
// message is still the English one, and checks placeholders and plural forms (as many
// as src/i18n/plural.ts messageForms gives the locale).
//   node scripts/i18n-coverage.mjs          summary
//   node scripts/i18n-coverage.mjs it -v    every untranslated id of one locale
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The messages are written in English (i18n/en); every other locale translates them.
const { LOCALES: ALL_LOCALES, LOCALE_FACTS } = await tsImport('../src/config/locales.ts', import.meta.url);
const LOCALES = ALL_LOCALES.filter((locale) => locale !== 'en');
// How many plural forms a message holds: one home for the rule, shared with the site (selectPlural).
const { messageForms } = await tsImport('../src/i18n/plural.ts', import.meta.url);
const FILES = [
  'code.json',
  'extension.json',
  'docusaurus-theme-classic/navbar.json',
  'docusaurus-theme-classic/footer.json',
  'docusaurus-plugin-content-docs/current.json',
];
// Names and brands that read the same in every language.
const SAME_EVERYWHERE =
  /^(PromptDeck|GitHub|X|SEO|AI|English|Prompt Engineering Guide|Learn Prompting|ChatGPT Prompt Engineering for Developers|Google Prompting Essentials|Next)$/;

const [onlyLocale, verbose] = [process.argv[2], process.argv.includes('-v')];
const read = (locale, file) => {
  const full = path.join(siteDir, 'i18n', locale, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : {};
};
const placeholders = (s) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',');
// The language's plural categories, less a `many` no count below a million takes (es, fr, it, pt: one|other).
const pluralCount = (locale) => messageForms(LOCALE_FACTS[locale]?.htmlLang ?? locale).length;

let problems = 0;
for (const locale of onlyLocale && onlyLocale !== '-v' ? [onlyLocale] : LOCALES) {
  const untranslated = [];
  for (const file of FILES) {
    const english = read('en', file);
    const translated = read(locale, file);
    for (const [id, { message }] of Object.entries(english)) {
      const mine = translated[id]?.message;
      if (mine === undefined || (mine === message && !SAME_EVERYWHERE.test(message))) {
        untranslated.push(`${file} ${id}`);
        continue;
      }
      if (placeholders(mine) !== placeholders(message)) {
        problems += 1;
        console.log(
          `${locale}: ${file} ${id}: placeholders {${placeholders(mine)}} differ from {${placeholders(message)}}`,
        );
      }
      if (message.includes('|') && mine.split('|').length !== pluralCount(locale)) {
        problems += 1;
        console.log(
          `${locale}: ${file} ${id}: ${mine.split('|').length} plural forms, ${locale} has ${pluralCount(locale)}`,
        );
      }
    }
  }
  console.log(`${locale}: ${untranslated.length} untranslated`);
  if (verbose) for (const line of untranslated) console.log(`  ${line}`);
}
process.exit(problems ? 1 : 0);
