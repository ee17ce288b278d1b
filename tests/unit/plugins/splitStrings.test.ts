import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';
import type { LoadContext, Plugin } from '@docusaurus/types';
import config from '@site/docusaurus.config';
import splitStringsPlugin, { readIdsByFile, type IdsByFile } from '@site/src/plugins/split-strings';
import { splitMessages, translationIdsIn, type Messages } from '@site/src/plugins/split-strings/split';
import { LOCALES } from '@site/src/prompts/locales';

const siteDir = path.resolve(__dirname, '../../..');
const src = (file: string) => path.join(siteDir, 'src', file);

/** Id namespaces of the live pages: accounts, community, comments, votes, favorites, feedback, API errors. */
const LIVE_NAMESPACES = ['account', 'api', 'comments', 'community', 'favorite', 'favorites', 'feedback', 'live', 'vote'];
const isLive = (id: string) => LIVE_NAMESPACES.includes(id.split('.')[0]!);

/** Parts of the live pages, each with one id its set must hold. */
const LIVE_PARTS: Array<[string, string]> = [
  ['pages/user/_components/AuthPanel/index.tsx', 'account.tab.register'],
  ['components/LoginForm/index.tsx', 'account.field.password'],
  ['pages/_components/CommunityTabs/index.tsx', 'community.tab.community'],
  ['components/CommentThread/index.tsx', 'comments.heading'],
  ['components/VoteButtons/index.tsx', 'vote.up'],
  ['components/FavoriteStar/index.tsx', 'favorite.label'],
  ['components/FavoritesList/index.tsx', 'favorites.search'],
  ['components/FeedbackForm/index.tsx', 'feedback.field.message'],
  ['api/errorMessages.ts', 'api.error.quotaPrompts'],
];

function codeJson(locale: string): Messages {
  const entries = JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8')) as Record<string, { message: string }>;
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
    expect(translationIdsIn(`translate({ id: 'a.b', message: 'x' }); <Translate id="c.d">y</Translate>`)).toEqual(['a.b', 'c.d']);
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
    expect(Object.keys(core).every((id) => id.startsWith('theme.') || ![...idsByFile.values()].some((ids) => ids.includes(id)))).toBe(true);
    for (const [file, ids] of idsByFile) {
      const own = byFile.get(file) ?? {};
      for (const id of ids) if (Object.hasOwn(all, id) && !id.startsWith('theme.')) expect(own[id], `${locale} ${id} in ${file}`).toBe(all[id]);
    }
    for (const [file, id] of LIVE_PARTS) expect(byFile.get(src(file))?.[id], `${locale} ${id} in ${file}`).toBe(all[id]);
    // Nothing is lost: every message is in the core set or in a file's set.
    const kept = new Set([...Object.keys(core), ...[...byFile.values()].flatMap((messages) => Object.keys(messages))]);
    expect(Object.keys(all).filter((id) => !kept.has(id))).toEqual([]);
  });

  it('keeps the theme’s strings in the core set even where a site file also uses them', () => {
    const all = { 'theme.common.skipToMainContent': 'Skip', 'home.title': 'Home', 'unused.id': 'Unused' };
    const { core, byFile } = splitMessages(all, new Map([['a.tsx', ['theme.common.skipToMainContent', 'home.title', 'main']]]));
    expect(core).toEqual({ 'theme.common.skipToMainContent': 'Skip', 'unused.id': 'Unused' });
    expect(byFile.get('a.tsx')).toEqual({ 'home.title': 'Home' });
  });
});

describe('the plugin in the build', () => {
  type Replacement = { pattern: RegExp; target: string | ((data: { request: string; contextInfo: { issuer: string } }) => void) };
  class FakeReplacement {
    constructor(
      public pattern: RegExp,
      public target: Replacement['target'],
    ) {}
  }
  const utils = { currentBundler: { name: 'rspack', instance: { NormalModuleReplacementPlugin: FakeReplacement } } };

  function run(isServer: boolean, mode: string) {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-strings-'));
    fs.writeFileSync(path.join(generatedFilesDir, 'codeTranslations.json'), JSON.stringify(codeJson('zh')));
    const plugin = splitStringsPlugin({ siteDir, generatedFilesDir } as LoadContext) as Plugin<IdsByFile>;
    // @ts-expect-error: only the parts of the bundler utilities the plugin reads
    const result = plugin.configureWebpack!({ mode }, isServer, utils, idsByFile) as { plugins?: Replacement[] };
    return { generatedFilesDir, plugins: result.plugins ?? [] };
  }

  it('is part of the site', () => {
    expect(config.plugins).toContain(splitStringsPlugin);
  });

  it('gives the browser bundle the core set, and each file a module that adds its messages before Translate', () => {
    const { generatedFilesDir, plugins } = run(false, 'production');
    const [core, translate] = plugins;
    expect(core!.pattern.test('@generated/codeTranslations')).toBe(true);
    const coreSet = JSON.parse(fs.readFileSync(core!.target as string, 'utf8')) as Messages;
    expect(Object.keys(coreSet).filter(isLive)).toEqual([]);

    expect(translate!.pattern.test('@docusaurus/Translate')).toBe(true);
    const data = { request: '@docusaurus/Translate', contextInfo: { issuer: src('components/CommentThread/index.tsx') } };
    (translate!.target as (d: typeof data) => void)(data);
    expect(data.request.startsWith(generatedFilesDir)).toBe(true);
    const module = fs.readFileSync(data.request, 'utf8');
    expect(module).toContain(JSON.stringify(codeJson('zh')['comments.heading']));
    expect(module.indexOf('Object.assign(codeTranslations')).toBeLessThan(module.indexOf("export * from '@docusaurus/Translate'"));

    const theme = { request: '@docusaurus/Translate', contextInfo: { issuer: path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js') } };
    (translate!.target as (d: typeof theme) => void)(theme);
    expect(theme.request).toBe('@docusaurus/Translate');
  });

  it('leaves the server bundle and the development server with every string', () => {
    expect(run(true, 'production').plugins).toEqual([]);
    expect(run(false, 'development').plugins).toEqual([]);
  });
});
