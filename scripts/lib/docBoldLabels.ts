// "Docs name what the UI shows": every **bold** phrase in the guides names a control, a field, a tab
// or a menu item, spelled as that locale's UI spells it. Bold is not used for emphasis; the few bold
// phrases that are not control names are declared in docBoldAllowlist.json with a reason.
//
// A bold phrase matches a UI string when, after `normalizeLabel` on both sides, they are equal:
//   1. surrounding white space (also no-break spaces) and a trailing colon, full stop, ellipsis,
//      exclamation or question mark are dropped (`**Votes:**` names "Votes"; "Search…" is "Search");
//   2. case is ignored, with the locale's own lower-casing (a label may open a sentence or sit in one);
//   3. a typographic apostrophe ’ equals a straight one ' (fr "Nom d’utilisateur");
//   4. nothing else: no stemming, no inflection. Write the sentence so the label stands as the UI
//      shows it (ru "кнопка **Поделиться с сообществом**", de "die Schaltfläche **Löschen**"), and
//      put particles and case endings outside the bold (ko "**추천순**으로", ja "**ログイン**タブ").
// The UI strings of a locale are every message of its code.json (each form of a plural `a|b`),
// navbar.json, footer.json and the docs sidebar labels (current.json); messages with a {placeholder}
// take part only in suggestions.
import fs from 'node:fs';
import path from 'node:path';

export interface BoldPhrase {
  /** 1-based line of the opening `**`. */
  line: number;
  /** The text between the asterisks, as written. */
  text: string;
  /** The `{#id}` of the nearest heading above, or null before the first heading. */
  section: string | null;
  /** True when the phrase opens a list item (`- **Limits:** …`, `1. **Step**`). */
  leadIn: boolean;
}

export interface UiString {
  /** Where it comes from: a code.json key, or `navbar.json:<key>` and so on. */
  key: string;
  message: string;
}

export interface LeadInSection {
  file: string;
  section: string;
  reason: string;
}

export interface AllowedPhrase {
  file: string;
  text: string;
  reason: string;
}

export interface Allowlist {
  /** Sections whose list items open with a bold heading that is not a control (in every locale). */
  leadInSections: LeadInSection[];
  /** Per locale, single bold phrases that are not control names. */
  phrases: Record<string, AllowedPhrase[]>;
}

export interface Finding {
  locale: string;
  file: string;
  line: number;
  text: string;
  /** The closest UI strings, best first. */
  nearest: UiString[];
  /** Set for an allowlist entry that no longer matches anything. */
  stale?: string;
  /** Set when the phrase is a UI string, but not the one the source (zh) names at the same place. */
  source?: { text: string; keys: string[]; expected: string[] };
}

const TRAILING = /[\s\u00a0\u202f:：.。…!！?？،؛।]+$/u;
const LEADING = /^[\s\u00a0\u202f]+/u;

export function normalizeLabel(text: string, locale: string): string {
  return text
    .replace(LEADING, '')
    .replace(TRAILING, '')
    .replace(/[\s\u00a0\u202f]+/gu, ' ')
    .replace(/\u2019/g, "'")
    .toLocaleLowerCase(locale);
}

/** Removes inline code spans, so `**` inside code is not read as bold. */
function withoutCode(line: string): string {
  return line.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
}

export function extractBold(source: string): BoldPhrase[] {
  const phrases: BoldPhrase[] = [];
  const lines = source.split('\n');
  let section: string | null = null;
  let fence: string | null = null;
  let inFrontMatter = lines[0]?.trim() === '---';
  let inComment = false;
  lines.forEach((raw, index) => {
    if (inFrontMatter) {
      if (index > 0 && raw.trim() === '---') inFrontMatter = false;
      return;
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      return;
    }
    let line = raw;
    if (inComment) {
      const end = line.indexOf('-->');
      if (end < 0) return;
      inComment = false;
      line = ' '.repeat(end + 3) + line.slice(end + 3);
    }
    line = line.replace(/<!--[\s\S]*?-->/g, (c) => ' '.repeat(c.length));
    const open = line.indexOf('<!--');
    if (open >= 0) {
      inComment = true;
      line = line.slice(0, open);
    }
    const heading = /^#{1,6}\s.*\{#([\w-]+)\}\s*$/.exec(line);
    if (heading) section = heading[1]!;
    const code = withoutCode(line);
    const listItem = /^\s*(?:[-*+]|\d+[.)])\s+/.exec(code);
    for (const match of code.matchAll(/\*\*(?=\S)([\s\S]*?\S)\*\*/g)) {
      const start = match.index;
      phrases.push({
        line: index + 1,
        text: line.slice(start + 2, start + match[0].length - 2),
        section,
        leadIn: listItem !== null && start === listItem[0].length,
      });
    }
  });
  return phrases;
}

function readJsonMessages(file: string, prefix: string): UiString[] {
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { message?: unknown }>;
  return Object.entries(data).flatMap(([key, value]) =>
    typeof value?.message === 'string' ? [{ key: prefix + key, message: value.message }] : [],
  );
}

/** The labels a message can show: each form of a plural message (`a|b`), none with a {placeholder}. */
function labelsOf(message: string, locale: string): string[] {
  return message
    .split('|')
    .filter((form) => !/\{\w+\}/.test(form))
    .map((form) => normalizeLabel(form, locale));
}

/** The UI strings of one locale, read from the repository at `root`. */
export function loadUiStrings(root: string, locale: string): UiString[] {
  const dir = path.join(root, 'i18n', locale);
  return [
    ...readJsonMessages(path.join(dir, 'code.json'), ''),
    ...readJsonMessages(path.join(dir, 'docusaurus-theme-classic', 'navbar.json'), 'navbar.json:'),
    ...readJsonMessages(path.join(dir, 'docusaurus-theme-classic', 'footer.json'), 'footer.json:'),
    ...readJsonMessages(path.join(dir, 'docusaurus-plugin-content-docs', 'current.json'), 'current.json:'),
  ];
}

/** The guide pages checked, relative to the docs folder of a locale. */
export const CHECKED_PAGES = [
  'introduction.mdx',
  'guides/getting-started.mdx',
  'guides/login-user.mdx',
  'guides/community.mdx',
  'guides/faq.mdx',
  'guides/extension.mdx',
  'guides/data-and-tools.mdx',
];

/** Where a locale's docs live: zh is the source in docs/, the others are translations. */
export function docsDir(root: string, locale: string): string {
  return locale === 'zh'
    ? path.join(root, 'docs')
    : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');
}

function levenshtein(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The UI strings closest to `text` (edit distance over characters, relative to length), best first. */
export function nearestUiStrings(text: string, locale: string, ui: UiString[], count = 3): UiString[] {
  const target = [...normalizeLabel(text, locale)];
  const scored = ui
    .filter((entry) => entry.message.length > 0 && entry.message.length <= 80)
    .map((entry) => {
      const candidate = [
        ...normalizeLabel(
          entry.message
            .replace(/\{\w+\}/g, '…')
            .split('|')
            .pop()!,
          locale,
        ),
      ];
      const distance = levenshtein(target, candidate) / Math.max(target.length, candidate.length, 1);
      return { entry, distance };
    })
    .sort((x, y) => x.distance - y.distance || x.entry.key.localeCompare(y.entry.key));
  const seen = new Set<string>();
  const out: UiString[] = [];
  for (const { entry } of scored) {
    if (seen.has(entry.message)) continue;
    seen.add(entry.message);
    out.push(entry);
    if (out.length === count) break;
  }
  return out;
}

export interface PageSource {
  /** Relative to the locale's docs folder, e.g. `guides/faq.mdx`. */
  file: string;
  source: string;
}

export interface SourceDocs {
  locale: string;
  pages: PageSource[];
  ui: UiString[];
}

/** The UI strings of `ui` with the keys that the source's bold phrase at the same place names. */
function sourceHint(page: PageSource, phrase: BoldPhrase, ui: UiString[], source: SourceDocs): UiString[] {
  const sourcePage = source.pages.find((p) => p.file === page.file);
  if (!sourcePage) return [];
  const mineInSection = extractBold(page.source).filter((p) => p.section === phrase.section);
  const theirsInSection = extractBold(sourcePage.source).filter((p) => p.section === phrase.section);
  if (mineInSection.length !== theirsInSection.length) return [];
  const counterpart = theirsInSection[mineInSection.findIndex((p) => p.line === phrase.line && p.text === phrase.text)];
  if (!counterpart) return [];
  const keys = keysByLabel(source.ui, source.locale).get(normalizeLabel(counterpart.text, source.locale)) ?? [];
  return ui.filter((u) => keys.includes(u.key));
}

/**
 * Every bold phrase of `pages` that is neither a UI string of `ui` nor declared in `allowlist`.
 * With `source`, a finding first suggests what the source names at the same place (same section,
 * same position), so a renamed label points at its new wording.
 */
export function checkLocale(
  locale: string,
  pages: PageSource[],
  ui: UiString[],
  allowlist: Allowlist,
  source?: SourceDocs,
): Finding[] {
  const labels = new Set(ui.flatMap((u) => labelsOf(u.message, locale)));
  const allowed = allowlist.phrases[locale] ?? [];
  const usedPhrases = new Set<AllowedPhrase>();
  const findings: Finding[] = [];
  for (const page of pages) {
    for (const phrase of extractBold(page.source)) {
      if (labels.has(normalizeLabel(phrase.text, locale))) continue;
      if (phrase.leadIn && allowlist.leadInSections.some((s) => s.file === page.file && s.section === phrase.section)) {
        continue;
      }
      const entry = allowed.find((a) => a.file === page.file && a.text === phrase.text);
      if (entry) {
        usedPhrases.add(entry);
        continue;
      }
      findings.push({
        locale,
        file: page.file,
        line: phrase.line,
        text: phrase.text,
        nearest: [
          ...new Map(
            [...(source ? sourceHint(page, phrase, ui, source) : []), ...nearestUiStrings(phrase.text, locale, ui)].map(
              (u) => [u.message, u],
            ),
          ).values(),
        ].slice(0, 3),
      });
    }
  }
  for (const entry of allowed) {
    if (!usedPhrases.has(entry) && pages.some((p) => p.file === entry.file)) {
      findings.push({ locale, file: entry.file, line: 0, text: entry.text, nearest: [], stale: entry.reason });
    }
  }
  return findings;
}

function keysByLabel(ui: UiString[], locale: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const entry of ui) {
    for (const label of labelsOf(entry.message, locale)) map.set(label, [...(map.get(label) ?? []), entry.key]);
  }
  return map;
}

function bySection(source: string): Map<string, BoldPhrase[]> {
  const map = new Map<string, BoldPhrase[]>();
  for (const phrase of extractBold(source)) {
    const key = phrase.section ?? '';
    map.set(key, [...(map.get(key) ?? []), phrase]);
  }
  return map;
}

/**
 * A label can exist in the UI and still name the wrong control (de "Community" is the navbar item,
 * the tab is "Aus der Community"). The translations follow the zh source section by section, so the
 * n-th bold phrase of a section (`{#id}`) names the same UI key as the n-th of the same section in
 * zh. Compared only where both phrases are UI strings and the section has as many bold phrases as
 * in zh; a section with more or fewer is reported, since its bold phrases cannot be paired.
 */
export function compareWithSource(
  locale: string,
  pages: PageSource[],
  ui: UiString[],
  sourcePages: PageSource[],
  sourceUi: UiString[],
  sourceLocale = 'zh',
): Finding[] {
  const mine = keysByLabel(ui, locale);
  const theirs = keysByLabel(sourceUi, sourceLocale);
  const messages = new Map(ui.map((u) => [u.key, u.message]));
  const findings: Finding[] = [];
  for (const page of pages) {
    const source = sourcePages.find((p) => p.file === page.file);
    if (!source) continue;
    const sourceSections = bySection(source.source);
    for (const [section, phrases] of bySection(page.source)) {
      const counterpart = sourceSections.get(section) ?? [];
      if (counterpart.length !== phrases.length) {
        findings.push({
          locale,
          file: page.file,
          line: phrases[0]!.line,
          text: phrases.map((p) => p.text).join('**, **'),
          nearest: [],
          source: { text: counterpart.map((p) => p.text).join('**, **'), keys: [], expected: [] },
        });
        continue;
      }
      phrases.forEach((phrase, index) => {
        const keys = mine.get(normalizeLabel(phrase.text, locale));
        const sourcePhrase = counterpart[index]!;
        const sourceKeys = theirs.get(normalizeLabel(sourcePhrase.text, sourceLocale));
        if (!keys || !sourceKeys || keys.some((k) => sourceKeys.includes(k))) return;
        findings.push({
          locale,
          file: page.file,
          line: phrase.line,
          text: phrase.text,
          nearest: [],
          source: {
            text: sourcePhrase.text,
            keys: sourceKeys,
            expected: [...new Set(sourceKeys.map((k) => messages.get(k)).filter((m): m is string => !!m))],
          },
        });
      });
    }
  }
  return findings;
}

/** Reads a locale's pages from the repository; pages missing in that locale are skipped. */
export function loadPages(root: string, locale: string, pages = CHECKED_PAGES): PageSource[] {
  const dir = docsDir(root, locale);
  return pages
    .filter((file) => fs.existsSync(path.join(dir, file)))
    .map((file) => ({ file, source: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

export function loadAllowlist(root: string): Allowlist {
  return JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'lib', 'docBoldAllowlist.json'), 'utf8')) as Allowlist;
}

/** One line per finding: `i18n/de/…/guides/faq.mdx:55 **Öffentlich teilen** → nearest UI: "…" (key), …`. */
export function formatFinding(finding: Finding, root = ''): string {
  const where = path.relative(root || '.', path.join(docsDir(root || '.', finding.locale), finding.file));
  if (finding.stale !== undefined) {
    return `${where}: allowlist entry **${finding.text}** matches no bold phrase any more; remove it from docBoldAllowlist.json`;
  }
  if (finding.source !== undefined) {
    if (finding.source.keys.length === 0) {
      const theirs = finding.source.text ? `**${finding.source.text}**` : 'nothing';
      return `${where}:${finding.line} bold phrases **${finding.text}** cannot be paired with the source, which bolds ${theirs} in this section; bold the same controls as the source`;
    }
    const expected = finding.source.expected.map((m) => `"${m}"`).join(' or ');
    return `${where}:${finding.line} **${finding.text}** is a UI string, but the source names **${finding.source.text}** (${finding.source.keys.join(', ')}) here; expected ${expected}`;
  }
  const nearest = finding.nearest.map((u) => `"${u.message}" (${u.key})`).join(', ');
  return `${where}:${finding.line} **${finding.text}** is not a UI string of ${finding.locale}; nearest: ${nearest}`;
}

/**
 * A UI label as it stands in place of `old`: old's trailing punctuation kept (`**Votes:**`), and
 * old's lower-case first letter kept (`a **reset code**`), except in de, where the UI's case is the
 * word's own.
 */
export function fitLabel(label: string, old: string, locale: string): string {
  const trailing = TRAILING.exec(old)?.[0] ?? '';
  let out = label.replace(TRAILING, '');
  const first = old.charAt(0);
  if (locale !== 'de' && first !== first.toLocaleUpperCase(locale)) {
    out = out.charAt(0).toLocaleLowerCase(locale) + out.slice(1);
  }
  return out + trailing;
}

export interface FixResult {
  source: string;
  /** One line per change: `line: **old** → **new**` or `line: **old** → plain`. */
  changes: string[];
}

/**
 * Re-applies the source's bold labels to a translated page whose lines follow the source line by
 * line (as every guide does): on each line, a bold phrase that is not a UI string becomes the
 * locale's UI string for the next label the source bolds on that line and this line lacks, or
 * plain text when there is none (emphasis). Lead-ins of declared sections are left alone. Returns
 * the page unchanged when its line count differs from the source's. Only the bold text changes:
 * the sentence around a renamed label may still need a human (a description, an inflection).
 */
export function fixPage(
  locale: string,
  page: PageSource,
  ui: UiString[],
  allowlist: Allowlist,
  source: SourceDocs,
): FixResult {
  const sourcePage = source.pages.find((p) => p.file === page.file);
  const lines = page.source.split('\n');
  if (!sourcePage || sourcePage.source.split('\n').length !== lines.length) return { source: page.source, changes: [] };
  const labels = keysByLabel(ui, locale);
  const sourceLabels = keysByLabel(source.ui, source.locale);
  const sourceByLine = new Map<number, string[][]>();
  for (const phrase of extractBold(sourcePage.source)) {
    const keys = sourceLabels.get(normalizeLabel(phrase.text, source.locale));
    if (keys) sourceByLine.set(phrase.line, [...(sourceByLine.get(phrase.line) ?? []), keys]);
  }
  const allowed = allowlist.phrases[locale] ?? [];
  const changes: string[] = [];
  const byLine = new Map<number, BoldPhrase[]>();
  for (const phrase of extractBold(page.source)) byLine.set(phrase.line, [...(byLine.get(phrase.line) ?? []), phrase]);
  for (const [line, phrases] of byLine) {
    const wanted = [...(sourceByLine.get(line) ?? [])];
    const present = phrases.map((p) => labels.get(normalizeLabel(p.text, locale)));
    for (const keys of present) {
      const index = keys ? wanted.findIndex((w) => w.some((k) => keys.includes(k))) : -1;
      if (index >= 0) wanted.splice(index, 1);
    }
    let text = lines[line - 1]!;
    phrases.forEach((phrase, i) => {
      if (present[i]) return;
      if (phrase.leadIn && allowlist.leadInSections.some((s) => s.file === page.file && s.section === phrase.section)) {
        return;
      }
      if (allowed.some((a) => a.file === page.file && a.text === phrase.text)) return;
      const keys = wanted.shift();
      // A source label can stand for several keys (zh 分享到社区 is the switch and a console count);
      // the locale's message closest to the old wording is the one the page meant.
      const candidates = keys ? ui.filter((u) => keys.includes(u.key) && !/[{|]/.test(u.message)) : [];
      const found = nearestUiStrings(phrase.text, locale, candidates, 1)[0]?.message;
      const message = found ? fitLabel(found, phrase.text, locale) : undefined;
      const replacement = message ?? phrase.text;
      const bold = `**${phrase.text}**`;
      const at = text.indexOf(bold);
      if (at < 0) return;
      text = text.slice(0, at) + (message ? `**${replacement}**` : replacement) + text.slice(at + bold.length);
      changes.push(`${line}: ${bold} → ${message ? `**${message}**` : 'plain'}`);
    });
    lines[line - 1] = text;
  }
  return { source: lines.join('\n'), changes };
}
