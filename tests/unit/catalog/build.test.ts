import { describe, expect, it } from 'vitest';
import { CATALOG_VERSION, CatalogDocument } from '@site/src/api/contract/catalog';
import { buildCatalog, promptPath, type CatalogSources, type TagText } from '@site/src/catalog/build';
import type { CuratedPrompt } from '@site/src/plugins/prompt-library/loadPrompts';
import { TAG_KEYS, type TagKey } from '@site/src/prompts/tags';

const tags = Object.fromEntries(
  TAG_KEYS.map((key) => [key, { label: `Label ${key}`, description: `About ${key}` }]),
) as Record<TagKey, TagText>;

const TEXT_EN = 'Act as a careful editor of {{topic}} for {{audience}} readers.';
const TEXT_FR = 'Sois un relecteur attentif de {{topic}} pour des lecteurs {{audience}}.';

/** Prompt 2 has French text, notes and labels; prompt 1 has none of them in French. */
const prompts: CuratedPrompt[] = [
  {
    id: 2,
    tags: ['write', 'text'],
    weight: 10,
    variables: ['topic', 'audience'],
    locales: {
      en: {
        title: 'Editor',
        remark: 'Careful editor',
        text: TEXT_EN,
        notes: 'English notes',
        variables: { topic: 'Topic', audience: 'Audience' },
      },
      fr: {
        title: 'Relecteur',
        remark: 'Relecteur attentif',
        text: TEXT_FR,
        notes: 'Notes en français',
        variables: { topic: 'Sujet' },
      },
    },
  },
  {
    id: 1,
    tags: ['code'],
    weight: 900,
    variables: ['language'],
    locales: {
      en: {
        title: 'Coder',
        remark: 'Programmer',
        text: 'Write clean {{language}} code and explain it.',
        notes: 'Mind it',
      },
      fr: { title: 'Codeur', remark: 'Programmeur' },
    },
  },
];

const sources: CatalogSources = { prompts, tags, siteUrl: 'https://prompts.example.com' };

describe('buildCatalog', () => {
  it('gives every prompt, by number, in a document its contract accepts', () => {
    const catalog = buildCatalog('fr', sources);
    expect(CatalogDocument.parse(catalog)).toEqual(catalog);
    expect(catalog.version).toBe(CATALOG_VERSION);
    expect(catalog.locale).toBe('fr');
    expect(catalog.count).toBe(2);
    expect(catalog.prompts.map((p) => p.id)).toEqual([1, 2]);
  });

  it("uses the language's own texts and says when it falls back to English", () => {
    const [coder, editor] = buildCatalog('fr', sources).prompts;
    expect(editor).toMatchObject({
      title: 'Relecteur',
      role: 'Relecteur attentif',
      text: TEXT_FR,
      textFallback: false,
      textEn: TEXT_EN,
      notes: 'Notes en français',
      notesFallback: false,
      weight: 10,
    });
    expect(coder).toMatchObject({
      title: 'Codeur',
      text: 'Write clean {{language}} code and explain it.',
      textFallback: true,
      notes: 'Mind it',
      notesFallback: true,
    });
  });

  it('labels variables in the language, else in English, else by their name', () => {
    const [coder, editor] = buildCatalog('fr', sources).prompts;
    expect(editor!.variables).toEqual([
      { name: 'topic', label: 'Sujet' },
      { name: 'audience', label: 'Audience' },
    ]);
    expect(coder!.variables).toEqual([{ name: 'language', label: 'language' }]);
  });

  it('names tags and counts the prompts of every category', () => {
    const catalog = buildCatalog('fr', sources);
    expect(catalog.prompts[1]!.tags).toEqual([
      { key: 'write', label: 'Label write' },
      { key: 'text', label: 'Label text' },
    ]);
    expect(catalog.categories.map((c) => c.key)).toEqual([...TAG_KEYS]);
    expect(catalog.categories.find((c) => c.key === 'code')).toEqual({
      key: 'code',
      label: 'Label code',
      description: 'About code',
      count: 1,
    });
    expect(catalog.categories.find((c) => c.key === 'music')?.count).toBe(0);
  });

  it('addresses each page as the site does: Chinese at the root, other languages under their folder', () => {
    expect(promptPath('zh', 42)).toBe('/prompt/42');
    expect(promptPath('fr', 42)).toBe('/fr/prompt/42');
    expect(buildCatalog('zh', sources).prompts[0]).toMatchObject({
      path: '/prompt/1',
      url: 'https://prompts.example.com/prompt/1',
    });
    expect(buildCatalog('fr', { ...sources, siteUrl: 'https://example.org/' }).prompts[0]!.url).toBe(
      'https://example.org/fr/prompt/1',
    );
    const offline = buildCatalog('fr', { prompts, tags });
    expect(offline.site).toBeNull();
    expect(offline.prompts[0]).toMatchObject({ path: '/fr/prompt/1', url: null });
  });

  it('gives the same bytes for the same sources (nothing depends on the time of the build)', () => {
    expect(JSON.stringify(buildCatalog('fr', sources))).toBe(
      JSON.stringify(buildCatalog('fr', { ...sources, prompts: [...prompts].reverse() })),
    );
  });
});
