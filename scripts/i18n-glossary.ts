/**
 * Checks the UI strings and docs of each locale against its glossary
 * (i18n/<locale>/glossary.json) and prints every hit with file and key/line.
 *   npx tsx scripts/i18n-glossary.ts              every locale that has a glossary
 *   npx tsx scripts/i18n-glossary.ts ja ko        some locales
 *   npx tsx scripts/i18n-glossary.ts --fix fr     apply the typographic fixes (no-break
 *                                                 spaces, apostrophes, quote marks), then check
 * Exits 1 when a hit is left.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '../src/config/locales';
import { checkFile } from '../src/i18n/glossary/check';
import { fixMdx, fixMessagesJson } from '../src/i18n/glossary/fix';
import { loadGlossary, readSources } from '../src/i18n/glossary/sources';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const fix = args.includes('--fix');
const asked = args.filter((a) => a !== '--fix');
const unknown = asked.filter((a) => !(LOCALES as readonly string[]).includes(a));
if (unknown.length || (fix && !asked.length)) {
  console.error('usage: i18n-glossary.ts [--fix] [LOCALE…]   (--fix needs at least one locale)');
  process.exit(2);
}
const locales = asked.length ? asked : [...LOCALES];

let total = 0;
for (const locale of locales) {
  const glossary = loadGlossary(siteDir, locale);
  if (!glossary) {
    console.log(`${locale}: no glossary.json yet, not checked`);
    continue;
  }
  if (fix) {
    let changed = 0;
    for (const file of readSources(siteDir, locale)) {
      const abs = path.join(siteDir, file.file);
      const before = fs.readFileSync(abs, 'utf8');
      const after = file.kind === 'messages' ? fixMessagesJson(glossary, before) : fixMdx(glossary, before);
      if (after !== before) {
        fs.writeFileSync(abs, after);
        changed += 1;
        console.log(`${locale}: fixed ${file.file}`);
      }
    }
    console.log(`${locale}: ${changed} file(s) changed by --fix`);
  }
  const hits = readSources(siteDir, locale).flatMap((file) => checkFile(glossary, file));
  for (const hit of hits) {
    console.log(`${hit.file}  ${hit.where}  [${hit.rule}] ${JSON.stringify(hit.match)}  ${hit.detail}`);
  }
  console.log(`${locale}: ${hits.length} hit(s)`);
  total += hits.length;
}
process.exit(total ? 1 : 0);
