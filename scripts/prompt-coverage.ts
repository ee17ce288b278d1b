/**
 * Validates the curated prompt files and prints per-locale coverage.
 *   npx tsx scripts/prompt-coverage.ts            all 278 prompts
 *   npx tsx scripts/prompt-coverage.ts 57-112     one batch
 * Exits 1 with every problem (file and field) when the content is invalid.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coverage, loadPrompts, PromptContentError } from '../src/plugins/prompt-library/loadPrompts';
import { TAG_KEYS } from '../src/prompts/tags';
import { LOCALES } from '../src/config/locales';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const range = process.argv[2];
let ids: number[] | undefined;
if (range) {
  const [from, to] = range.split('-').map(Number);
  if (!from || !to || from > to) {
    console.error('usage: prompt-coverage.ts [FROM-TO]');
    process.exit(2);
  }
  ids = Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

try {
  const prompts = loadPrompts(siteDir, { ids });
  const total = prompts.length;
  console.log(`${total} prompts valid`);
  const withVariables = prompts.filter((p) => p.variables.length > 0).length;
  const withNotes = prompts.filter((p) => p.locales.zh?.notes).length;
  console.log('locale  titles  remarks  texts  labels    notes');
  for (const row of coverage(prompts)) {
    const pct = (n: number, of = total) => `${n}/${of}`.padStart(7);
    console.log(
      `${row.locale.padEnd(6)} ${pct(row.titles)} ${pct(row.remarks)} ${pct(row.texts)} ${pct(row.labels, withVariables)} ${pct(row.notes, withNotes)}`,
    );
  }
  const perTag = TAG_KEYS.map((tag) => `${tag}:${prompts.filter((p) => p.tags.includes(tag)).length}`);
  console.log(`tags  ${perTag.join(' ')}`);
  console.log(`with variables: ${prompts.filter((p) => p.variables.length > 0).length}`);
  let duplicates = 0;
  for (const locale of LOCALES) {
    const byTitle = new Map<string, number[]>();
    for (const prompt of prompts) {
      const title = prompt.locales[locale]?.title.trim().toLocaleLowerCase();
      if (title) byTitle.set(title, [...(byTitle.get(title) ?? []), prompt.id]);
    }
    for (const [title, ids] of byTitle) {
      if (ids.length < 2) continue;
      duplicates += 1;
      console.error(`duplicate ${locale} title "${title}": prompts ${ids.join(', ')}`);
    }
  }
  if (duplicates) process.exit(1);
} catch (error) {
  if (error instanceof PromptContentError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
