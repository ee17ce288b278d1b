// Prints every bold phrase of the guides that is not a UI string of its locale (with the nearest UI
// strings), or that names another control than the zh source at the same place, then a count per
// locale. `npx tsx scripts/docs-bold-labels.ts [locale…]`; exit 1 on a hit.
// `--fix` first re-applies the zh source's labels to the translations, line by line (fixPage): a
// bold phrase that is not a UI string becomes the label the source bolds on that line, or plain
// text. Read the changes it prints: the sentence around a renamed label may need rewording.
// The rules: scripts/lib/docBoldLabels.ts. The same check runs in `npm test`
// (tests/unit/docs/boldLabels.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES } from '../src/config/locales';
import {
  checkLocale,
  compareWithSource,
  docsDir,
  fixPage,
  formatFinding,
  loadAllowlist,
  loadPages,
  loadUiStrings,
} from './lib/docBoldLabels';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fix = process.argv.includes('--fix');
const wanted = process.argv.slice(2).filter((arg) => arg !== '--fix');
const locales = wanted.length > 0 ? LOCALES.filter((l) => wanted.includes(l)) : [...LOCALES];
const allowlist = loadAllowlist(root);
const sourcePages = loadPages(root, DEFAULT_LOCALE);
const sourceUi = loadUiStrings(root, DEFAULT_LOCALE);
const counts: string[] = [];
let total = 0;
for (const locale of locales) {
  if (fix && locale !== DEFAULT_LOCALE) {
    const source = { locale: DEFAULT_LOCALE, pages: sourcePages, ui: sourceUi };
    for (const page of loadPages(root, locale)) {
      const result = fixPage(locale, page, loadUiStrings(root, locale), allowlist, source);
      if (result.changes.length === 0) continue;
      const file = path.join(docsDir(root, locale), page.file);
      fs.writeFileSync(file, result.source);
      for (const change of result.changes) console.log(`fixed ${path.relative(root, file)}:${change}`);
    }
  }
  const pages = loadPages(root, locale);
  const ui = loadUiStrings(root, locale);
  const findings = [
    ...checkLocale(locale, pages, ui, allowlist, { locale: DEFAULT_LOCALE, pages: sourcePages, ui: sourceUi }),
    ...(locale === DEFAULT_LOCALE ? [] : compareWithSource(locale, pages, ui, sourcePages, sourceUi, DEFAULT_LOCALE)),
  ];
  for (const finding of findings) console.log(formatFinding(finding, root));
  counts.push(`${locale} ${findings.length}`);
  total += findings.length;
}
console.log(`bold labels that do not match the UI: ${counts.join(', ')}`);
process.exit(total > 0 ? 1 : 0);
