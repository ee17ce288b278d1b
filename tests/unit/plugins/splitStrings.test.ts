import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';
import type { LoadContext, Plugin } from '@docusaurus/types';
import config from '@site/docusaurus.config';
import splitStringsPlugin, { readIdsByFile, type IdsByFile } from '@site/src/plugins/split-strings';
import { splitMessages, translationIdsIn, type Messages } from '@site/src/plugins/split-strings/split';
import { LOCALES } from '@site/src/config/locales';
import { moduleReplacements, resolvedRequest } from '../support/moduleReplacements';

const siteDir = path.resolve(__dirname, '../../..');
const src = (file: string) => path.join(siteDir, 'src', file);

/** Id namespaces of the live pages: accounts, community, comments, votes, favorites, feedback, API errors. */
const LIVE_NAMESPACES = [
  'account',
  'api',
  'comments',
  'community',
  'favorite',
  'favorites',
  'feedback',
  'live',
  'vote',
];
const isLive = (id: string) => LIVE_NAMESPACES.includes(id.split('.')[0]!);

/** Parts of the live pages, each with one id its set must hold. */
const LIVE_PARTS: Array<[string, string]> = [
  ['pages/user/auth/_components/AuthPanel/index.tsx', 'account.tab.register'],
  ['components/account/LoginForm/index.tsx', 'account.action.login'],
  ['pages/community-prompts/_components/CommunityTabs/index.tsx', 'community.tab.community'],
  ['components/CommentThread/index.tsx', 'comments.heading'],
  ['components/VoteButtons/index.tsx', 'vote.up'],
  ['components/FavoriteStar/index.tsx', 'favorite.label'],
  ['components/FavoritesList/index.tsx', 'favorites.search'],
  ['pages/feedback/_components/FeedbackForm/index.tsx', 'feedback.field.message'],
  ['api/errorMessages.ts', 'api.error.quotaPrompts'],
];

function codeJson(locale: string): Messages {
  const entries = JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    { message: string }
  >;
  return Object.fromEntries(Object.entries(entries).map(([id, { message }]) => [id, message]));
}

let idsByFile: IdsByFile;
beforeAll(async () => {
  idsByFile = await readIdsByFile(siteDir);
});

describe('translation ids per source file', () => {
  // Docusaurus's extractor parses each file with Babel: some seconds.
  it('finds every id that write-translations extracts, in every file it reads', { timeout: 60_000 }, async () => {
    const files = [...idsByFile.keys()];
    // Files without ids are left out of the map: hand the extractor every file of src/ instead.
    const allFiles = fs
      .readdirSync(path.join(siteDir, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.[jt]sx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => src(file));
    expect(files.every((file) => allFiles.includes(file))).toBe(true);
    const extracted = await extractAllSourceCodeFileTranslations(allFiles, getBabelOptions({ isServer: true }));
    let count = 0;
    for (const { sourceCodeFilePath, translations, warnings } of extracted) {
      const file = path.resolve(sourceCodeFilePath);
      expect(warnings, file).toEqual([]);
      const found = idsByFile.get(file) ?? [];
      for (const id of Object.keys(translations)) {
        expect(found, `${id} in ${file}`).toContain(id);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(300);
  });

  it('reads ids in the ways the code writes them, and nothing built at run time', () => {
    expect(translationIdsIn(`translate({ id: 'a.b', message: 'x' }); <Translate id="c.d">y</Translate>`)).toEqual([
      'a.b',
      'c.d',
    ]);
    expect(translationIdsIn(`translate(\n  {\n    id: "e.f",\n  },\n  values,\n)`)).toEqual(['e.f']);
    expect(translationIdsIn('translate({ id: `tag.${key}.label` })')).toEqual([]);
  });

  it('lets every file with a moved message import Translate itself, where the plugin hooks in', () => {
    for (const [file, ids] of idsByFile) {
      if (!ids.some(isLive)) continue;
      expect(fs.readFileSync(file, 'utf8'), file).toMatch(/from '@docusaurus\/Translate';/);
    }
  });
});

describe('the split of a locale’s strings', () => {
  it.each(LOCALES)('%s: the core set holds no live page string; each live part carries its own', (locale) => {
    const all = codeJson(locale);
    const { core, byFile } = splitMessages(all, idsByFile);
    expect(Object.keys(core).filter(isLive)).toEqual([]);
    expect(
      Object.keys(core).every(
        (id) => id.startsWith('theme.') || ![...idsByFile.values()].some((ids) => ids.includes(id)),
      ),
    ).toBe(true);
    for (const [file, ids] of idsByFile) {
      const own = byFile.get(file) ?? {};
      for (const id of ids)
        if (Object.hasOwn(all, id) && !id.startsWith('theme.'))
          expect(own[id], `${locale} ${id} in ${file}`).toBe(all[id]);
    }
    for (const [file, id] of LIVE_PARTS)
      expect(byFile.get(src(file))?.[id], `${locale} ${id} in ${file}`).toBe(all[id]);
    // Nothing is lost: every message is in the core set or in a file's set.
    const kept = new Set([...Object.keys(core), ...[...byFile.values()].flatMap((messages) => Object.keys(messages))]);
    expect(Object.keys(all).filter((id) => !kept.has(id))).toEqual([]);
  });

  it('keeps the theme’s strings in the core set even where a site file also uses them', () => {
    const all = { 'theme.common.skipToMainContent': 'Skip', 'home.title': 'Home', 'unused.id': 'Unused' };
    const { core, byFile } = splitMessages(
      all,
      new Map([['a.tsx', ['theme.common.skipToMainContent', 'home.title', 'main']]]),
    );
    expect(core).toEqual({ 'theme.common.skipToMainContent': 'Skip', 'unused.id': 'Unused' });
    expect(byFile.get('a.tsx')).toEqual({ 'home.title': 'Home' });
  });
});

describe('the plugin in the build', () => {
  function run(options: { isServer?: boolean; mode?: string }) {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-strings-'));
    fs.writeFileSync(path.join(generatedFilesDir, 'codeTranslations.json'), JSON.stringify(codeJson('zh')));
    const plugin = splitStringsPlugin({ siteDir, generatedFilesDir } as LoadContext) as Plugin<unknown>;
    return { generatedFilesDir, replacements: moduleReplacements(plugin, { ...options, content: idsByFile }) };
  }

  it('is part of the site', () => {
    expect(config.plugins).toContain(splitStringsPlugin);
  });

  it('gives the browser bundle the core set, and each file a module that adds its messages before Translate', () => {
    const { generatedFilesDir, replacements } = run({});
    const [core, translate] = replacements;
    const corePath = resolvedRequest(core!, '@generated/codeTranslations', src('theme/Root.tsx'));
    const coreSet = JSON.parse(fs.readFileSync(corePath, 'utf8')) as Messages;
    expect(Object.keys(coreSet).filter(isLive)).toEqual([]);

    const modulePath = resolvedRequest(translate!, '@docusaurus/Translate', src('components/CommentThread/index.tsx'));
    expect(modulePath.startsWith(generatedFilesDir)).toBe(true);
    const module = fs.readFileSync(modulePath, 'utf8');
    expect(module).toContain(JSON.stringify(codeJson('zh')['comments.heading']));
    expect(module.indexOf('Object.assign(codeTranslations')).toBeLessThan(
      module.indexOf("export * from '@docusaurus/Translate'"),
    );

    const themeFile = path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js');
    expect(resolvedRequest(translate!, '@docusaurus/Translate', themeFile)).toBe('@docusaurus/Translate');
  });

  it('leaves the server bundle and the development server with every string', () => {
    expect(run({ isServer: true }).replacements).toEqual([]);
    expect(run({ mode: 'development' }).replacements).toEqual([]);
  });
});
