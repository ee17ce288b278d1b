// Prints every bold phrase of the guides that is not a UI string of its locale (with the nearest UI
// strings), or that names another control than the zh source at the same place, then a count per
// locale. `npx tsx scripts/docs-bold-labels.ts [locale…]`; exit 1 on a hit.
// The rules: scripts/lib/docBoldLabels.ts. The same check runs in `npm test`
// (tests/unit/docs/boldLabels.test.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES } from '../src/config/locales';
import {
  checkLocale,
  compareWithSource,
  formatFinding,
  loadAllowlist,
  loadPages,
  loadUiStrings,
} from './lib/docBoldLabels';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const wanted = process.argv.slice(2);
const locales = wanted.length > 0 ? LOCALES.filter((l) => wanted.includes(l)) : [...LOCALES];
const allowlist = loadAllowlist(root);
const sourcePages = loadPages(root, DEFAULT_LOCALE);
const sourceUi = loadUiStrings(root, DEFAULT_LOCALE);
const counts: string[] = [];
let total = 0;
for (const locale of locales) {
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
