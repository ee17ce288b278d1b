import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalog, loadTagTexts } from '@site/src/catalog/load';
import { LOCALES } from '@site/src/config/locales';

const siteDir = path.resolve(__dirname, '../../..');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadCatalog', () => {
  it('reads the category names of a language from its code.json', () => {
    expect(loadTagTexts(siteDir, 'fr').write.label).toBe(
      (
        JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n/fr/code.json'), 'utf8')) as Record<
          string,
          { message: string }
        >
      )['tag.write.label']!.message,
    );
  });

  it('names the missing translation ids of a code.json', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-'));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, 'i18n', 'de'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'i18n', 'de', 'code.json'),
      JSON.stringify({ 'tag.write.label': { message: 'x' } }),
    );
    expect(() => loadTagTexts(dir, 'de')).toThrow(
      /i18n\/de\/code\.json: missing tag\.favorite\.label, .*tag\.write\.description/,
    );
  });

  it('builds a language from the repository with the site address when given', () => {
    const catalog = loadCatalog(siteDir, LOCALES[0], { siteUrl: 'https://prompts.example.com' });
    expect(catalog.locale).toBe('zh');
    expect(catalog.prompts[41]).toMatchObject({ id: 42, url: 'https://prompts.example.com/prompt/42' });
  });
});
