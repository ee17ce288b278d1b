import { describe, expect, it } from 'vitest';
import {
  type Allowlist,
  type UiString,
  checkLocale,
  compareWithSource,
  extractBold,
  fitLabel,
  fixPage,
  formatFinding,
  nearestUiStrings,
  normalizeLabel,
} from '@site/scripts/lib/docBoldLabels';

const none: Allowlist = { leadInSections: [], phrases: {} };

const enUi: UiString[] = [
  { key: 'library.sort.weight', message: 'Recommended' },
  { key: 'library.sort.votes', message: 'Most voted' },
  { key: 'account.field.shared', message: 'Share with the community' },
  { key: 'account.tab.login', message: 'Log in' },
  { key: 'library.search', message: 'Search…' },
  { key: 'library.resultCount', message: 'One prompt|{count} prompts' },
  { key: 'account.action.editNamed', message: 'Edit "{title}"' },
];

const guide = [
  '---',
  'title: **not bold in front matter**',
  '---',
  '',
  '## Sort {#sort}',
  '',
  '- **Recommended**: the editors’ order.',
  '- **Most voted**: the highest score first.',
  '',
  '## Share {#share}',
  '',
  'Turn on **Share with the community** in the `**not bold in code**` form.',
  '',
  '```md',
  '**not bold in a fence**',
  '```',
  '<!-- **not bold in a comment** -->',
].join('\n');

describe('extractBold', () => {
  it('finds bold phrases with their line, section and list position, outside code, comments and front matter', () => {
    expect(extractBold(guide)).toEqual([
      { line: 7, text: 'Recommended', section: 'sort', leadIn: true },
      { line: 8, text: 'Most voted', section: 'sort', leadIn: true },
      { line: 12, text: 'Share with the community', section: 'share', leadIn: false },
    ]);
  });

  it('tells a list lead-in from a bold phrase later in the item', () => {
    const phrases = extractBold('1. Press **Save** when done.\n- **Limits:** see **Save**.');
    expect(phrases.map((p) => [p.text, p.leadIn])).toEqual([
      ['Save', false],
      ['Limits:', true],
      ['Save', false],
    ]);
  });

  it('keeps a comment that spans lines out', () => {
    expect(extractBold('<!--\n**hidden**\n-->\n**shown**').map((p) => p.text)).toEqual(['shown']);
  });
});

describe('normalizeLabel', () => {
  it('drops a trailing colon, ellipsis or full stop, outer spaces and case', () => {
    expect(normalizeLabel(' Votes: ', 'en')).toBe('votes');
    expect(normalizeLabel('Search…', 'en')).toBe('search');
    expect(normalizeLabel('投票：', 'zh')).toBe('投票');
    expect(normalizeLabel('Votes\u00a0:', 'fr')).toBe('votes');
    expect(normalizeLabel('İptal', 'tr')).toBe('iptal');
  });

  it('treats the typographic apostrophe as the straight one, and nothing else as equal', () => {
    expect(normalizeLabel('Nom d’utilisateur', 'fr')).toBe(normalizeLabel("Nom d'utilisateur", 'fr'));
    expect(normalizeLabel('Benutzernamen', 'de')).not.toBe(normalizeLabel('Benutzername', 'de'));
  });
});

describe('checkLocale', () => {
  it('accepts bold phrases that are UI strings', () => {
    expect(checkLocale('en', [{ file: 'guides/a.mdx', source: guide }], enUi, none)).toEqual([]);
  });

  it('reports a label that drifted from the UI, with the nearest UI strings', () => {
    const drifted = enUi.map((u) => (u.key === 'library.sort.weight' ? { ...u, message: 'Suggested' } : u));
    const findings = checkLocale('en', [{ file: 'guides/a.mdx', source: guide }], drifted, none);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ file: 'guides/a.mdx', line: 7, text: 'Recommended' });
    expect(findings[0]!.nearest.length).toBeGreaterThan(0);
  });

  it('reports emphasis and a control name the UI does not have', () => {
    const source = 'Turn on **Share publicly**. It is **really** easy.';
    const findings = checkLocale('en', [{ file: 'guides/a.mdx', source }], enUi, none);
    expect(findings.map((f) => f.text)).toEqual(['Share publicly', 'really']);
    expect(findings[0]!.nearest[0]).toEqual({ key: 'account.field.shared', message: 'Share with the community' });
  });

  it('matches each form of a plural message, and never a message with a placeholder', () => {
    const source = 'See **One prompt** and **Edit "{title}"**.';
    const findings = checkLocale('en', [{ file: 'guides/a.mdx', source }], enUi, none);
    expect(findings.map((f) => f.text)).toEqual(['Edit "{title}"']);
  });

  it('accepts lead-ins of a declared section only at the start of a list item', () => {
    const source = '## Tips {#tips}\n\n- **Add context.** Say who reads it.\n\nAnd **Add context** inline.';
    const allow: Allowlist = { leadInSections: [{ file: 'guides/a.mdx', section: 'tips', reason: 'advice' }], phrases: {} };
    const findings = checkLocale('en', [{ file: 'guides/a.mdx', source }], enUi, allow);
    expect(findings.map((f) => [f.line, f.text])).toEqual([[5, 'Add context']]);
    expect(checkLocale('en', [{ file: 'guides/b.mdx', source }], enUi, allow)).toHaveLength(2);
  });

  it('accepts a declared phrase in its own locale and file, and reports an entry that is no longer used', () => {
    const allow: Allowlist = {
      leadInSections: [],
      phrases: { en: [{ file: 'guides/a.mdx', text: 'PromptDeck', reason: 'product name' }] },
    };
    const pages = [{ file: 'guides/a.mdx', source: 'Use **PromptDeck**.' }];
    expect(checkLocale('en', pages, enUi, allow)).toEqual([]);
    expect(checkLocale('de', pages, enUi, allow)).toHaveLength(1);
    const stale = checkLocale('en', [{ file: 'guides/a.mdx', source: 'Use PromptDeck.' }], enUi, allow);
    expect(stale).toMatchObject([{ text: 'PromptDeck', stale: 'product name' }]);
    expect(formatFinding(stale[0]!)).toContain('matches no bold phrase');
  });
});

describe('compareWithSource', () => {
  const zhUi: UiString[] = [
    { key: 'library.sort.weight', message: '推荐' },
    { key: 'library.sort.votes', message: '票数最多' },
  ];
  const koUi: UiString[] = [
    { key: 'library.sort.weight', message: '추천순' },
    { key: 'library.sort.votes', message: '투표순' },
  ];
  const zh = [{ file: 'g.mdx', source: '## 排序 {#sort}\n\n- **推荐**：编辑的顺序。\n- **票数最多**：得分最高。' }];

  it('reports a UI label that names another control than the source at the same place', () => {
    const ko = [{ file: 'g.mdx', source: '## 정렬 {#sort}\n\n- **추천순**: 편집자 순서.\n- **추천순**: 점수 순.' }];
    const findings = compareWithSource('ko', ko, koUi, zh, zhUi);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ line: 4, text: '추천순', source: { keys: ['library.sort.votes'], expected: ['투표순'] } });
    expect(formatFinding(findings[0]!)).toContain('expected "투표순"');
  });

  it('accepts the same controls, and reports a section with more bold phrases than the source', () => {
    const ko = [{ file: 'g.mdx', source: '## 정렬 {#sort}\n\n- **추천순**: 편집자 순서.\n- **투표순**: 점수 순.' }];
    expect(compareWithSource('ko', ko, koUi, zh, zhUi)).toEqual([]);
    const extra = [{ file: 'g.mdx', source: ko[0]!.source + ' **새** 대화.' }];
    expect(compareWithSource('ko', extra, koUi, zh, zhUi)).toMatchObject([{ line: 3, source: { keys: [] } }]);
  });
});

describe('nearestUiStrings', () => {
  it('ranks by edit distance and lists each message once', () => {
    const ui = [...enUi, { key: 'other.recommended', message: 'Recommended' }];
    const nearest = nearestUiStrings('Recommend', 'en', ui, 2);
    expect(nearest[0]!.message).toBe('Recommended');
    expect(nearest[1]!.message).not.toBe('Recommended');
  });
});

describe('checkLocale with the source', () => {
  it('suggests first the UI string the source names at the same place', () => {
    const zh = { locale: 'zh', pages: [{ file: 'g.mdx', source: '## 分享 {#share}\n\n打开**分享到社区**。' }], ui: [{ key: 'account.field.shared', message: '分享到社区' }] };
    const deUi: UiString[] = [
      { key: 'account.field.shared', message: 'Mit allen teilen' },
      { key: 'admin.members.sharedPrompts', message: 'Mit der Community geteilt' },
    ];
    const de = [{ file: 'g.mdx', source: '## Teilen {#share}\n\nSchalte **Mit der Community teilen** ein.' }];
    const findings = checkLocale('de', de, deUi, none, zh);
    expect(findings[0]!.nearest[0]).toEqual({ key: 'account.field.shared', message: 'Mit allen teilen' });
    expect(findings[0]!.nearest).toHaveLength(2);
  });
});

describe('fitLabel', () => {
  it('keeps the trailing punctuation and a lower-case start, but the German case', () => {
    expect(fitLabel('Votes', 'Stimmen:', 'en')).toBe('Votes:');
    expect(fitLabel('Reset code', 'reset key', 'en')).toBe('reset code');
    expect(fitLabel('Code zum Zurücksetzen', 'code', 'de')).toBe('Code zum Zurücksetzen');
    expect(fitLabel('Recommended', 'Default', 'en')).toBe('Recommended');
  });
});

describe('fixPage', () => {
  const zh = {
    locale: 'zh',
    ui: [
      { key: 'admin.members.sharedPrompts', message: '分享到社区' },
      { key: 'account.field.shared', message: '分享到社区' },
      { key: 'library.sort.weight', message: '推荐' },
    ],
    pages: [{ file: 'g.mdx', source: '## 排序 {#sort}\n\n- **推荐**：编辑的顺序。\n\n打开**分享到社区**，它就**立刻**公开。' }],
  };
  const frUi: UiString[] = [
    { key: 'admin.members.sharedPrompts', message: 'Partagés avec la communauté' },
    { key: 'account.field.shared', message: 'Partager avec la communauté' },
    { key: 'library.sort.weight', message: 'Recommandés' },
  ];

  it('renames drifted labels to what the source bolds on the same line, and unbolds emphasis', () => {
    const fr = {
      file: 'g.mdx',
      source: '## Tri {#sort}\n\n- **Par défaut** : l’ordre.\n\nActivez **Partager publiquement**, **aussitôt** public.',
    };
    const result = fixPage('fr', fr, frUi, none, zh);
    expect(result.source).toBe(
      '## Tri {#sort}\n\n- **Recommandés** : l’ordre.\n\nActivez **Partager avec la communauté**, aussitôt public.',
    );
    expect(result.changes).toEqual([
      '3: **Par défaut** → **Recommandés**',
      '5: **Partager publiquement** → **Partager avec la communauté**',
      '5: **aussitôt** → plain',
    ]);
    expect(checkLocale('fr', [{ file: 'g.mdx', source: result.source }], frUi, none)).toEqual([]);
  });

  it('leaves UI labels, declared lead-ins and pages whose lines do not follow the source alone', () => {
    const allow: Allowlist = { leadInSections: [{ file: 'g.mdx', section: 'sort', reason: 'headings' }], phrases: {} };
    const fr = { file: 'g.mdx', source: '## Tri {#sort}\n\n- **Par défaut** : l’ordre.\n\nActivez **Recommandés**.' };
    expect(fixPage('fr', fr, frUi, allow, zh).changes).toEqual([]);
    const shifted = { file: 'g.mdx', source: '\n' + fr.source };
    expect(fixPage('fr', shifted, frUi, none, zh)).toEqual({ source: shifted.source, changes: [] });
  });
});
