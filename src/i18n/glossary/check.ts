/**
 * The glossary check: finds, in one piece of a locale's text, what breaks
 * its glossary. Pure; `sources.ts` reads the files and `fix.ts` repairs the
 * typographic rules. Input text is already masked (see mask.ts).
 */
import { maskMdx, maskMessage } from './mask';
import type { Glossary } from './schema';
import type { SourceFile } from './sources';

export type Rule = 'avoid' | 'pattern' | 'quote' | 'apostrophe' | 'frenchSpace' | 'digits';

export interface Hit {
  rule: Rule;
  /** What matched, as written. */
  match: string;
  /** Offset of the match in the text. */
  index: number;
  /** Why it is a hit: the concept and its accepted forms, the pattern's reason… */
  detail: string;
}

/** Locales whose script has no spaces between words: avoid-terms match as substrings. */
const SUBSTRING_LOCALES = new Set(['zh', 'ja', 'ko']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Double quotation marks of every script; single ones are left to the apostrophe rule (’ is both). */
const DOUBLE_QUOTES = ['"', '“', '”', '„', '‟', '«', '»', '「', '」', '『', '』', '〝', '〞', '＂'];

/** Digits of each system; full-width digits belong to none of the allowed systems. */
const DIGITS: Record<string, string> = {
  latn: '0-9',
  arab: '\u0660-\u0669\u06F0-\u06F9',
  deva: '\u0966-\u096F',
  beng: '\u09E6-\u09EF',
  fullwidth: '\uFF10-\uFF19',
};

interface CompiledRule {
  rule: Rule;
  re: RegExp;
  detail: (match: string) => string;
}

const cache = new WeakMap<Glossary, CompiledRule[]>();

/** The rules a glossary implies, compiled once. */
export function compileRules(glossary: Glossary): CompiledRule[] {
  const cached = cache.get(glossary);
  if (cached) return cached;
  const rules: CompiledRule[] = [];
  const substring = SUBSTRING_LOCALES.has(glossary.locale);
  for (const term of glossary.terms) {
    for (const avoid of term.avoid) {
      const body = escapeRegExp(avoid).replace(/ /g, '[\\s\\u00A0]+');
      const source = substring ? body : `(?<![\\p{L}\\p{M}\\p{N}_])${body}(?![\\p{L}\\p{M}\\p{N}_])`;
      rules.push({
        rule: 'avoid',
        re: new RegExp(source, 'giu'),
        detail: () => `${term.concept}: use ${term.use.map((u) => `"${u}"`).join(' / ')}`,
      });
    }
  }
  for (const pattern of glossary.patterns) {
    const flags = new Set(`${pattern.flags ?? ''}g`);
    rules.push({
      rule: 'pattern',
      re: new RegExp(pattern.avoid, [...flags].join('')),
      detail: () => pattern.why ?? `matches /${pattern.avoid}/`,
    });
  }
  const own = new Set([...glossary.quotes.primary, ...glossary.quotes.secondary]);
  const foreign = DOUBLE_QUOTES.filter((q) => !own.has(q));
  if (foreign.length) {
    rules.push({
      rule: 'quote',
      re: new RegExp(`[${foreign.map(escapeRegExp).join('')}]`, 'g'),
      detail: () =>
        `quote marks here are ${glossary.quotes.primary.join('…')} (inner ${glossary.quotes.secondary.join('…')})`,
    });
  }
  if (glossary.apostrophe === '’') {
    rules.push({ rule: 'apostrophe', re: /'/g, detail: () => 'write ’ (apostrophe) or ‘…’ (quote)' });
  } else if (glossary.apostrophe === "'") {
    rules.push({ rule: 'apostrophe', re: /(?<=\p{L})’(?=\p{L})/gu, detail: () => "write the straight apostrophe '" });
  }
  if (glossary.locale === 'fr') {
    rules.push({
      rule: 'frenchSpace',
      re: / (?=[:;!?»])|(?<=«) /g,
      detail: () => 'no-break space: U+00A0 before “:”, U+202F before “; ! ?” and inside « »',
    });
  }
  const otherDigits = Object.entries(DIGITS)
    .filter(([system]) => system !== glossary.digits)
    .map(([, range]) => range)
    .join('');
  rules.push({
    rule: 'digits',
    re: new RegExp(`[${otherDigits}]+`, 'g'),
    detail: () => `digits here are ${glossary.digits}`,
  });
  cache.set(glossary, rules);
  return rules;
}

/** Every hit of the glossary in a masked text. */
export function checkText(glossary: Glossary, masked: string): Hit[] {
  const hits: Hit[] = [];
  for (const { rule, re, detail } of compileRules(glossary)) {
    re.lastIndex = 0;
    for (const match of masked.matchAll(re)) {
      hits.push({ rule, match: match[0], index: match.index, detail: detail(match[0]) });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

/** A glossary's own accepted forms that its avoid-terms or patterns would flag (a glossary bug). */
export function selfContradictions(glossary: Glossary): string[] {
  const problems: string[] = [];
  const contentRules = compileRules(glossary).filter((r) => r.rule === 'avoid' || r.rule === 'pattern');
  for (const term of glossary.terms) {
    for (const form of term.use) {
      for (const { re } of contentRules) {
        re.lastIndex = 0;
        if (re.test(form)) problems.push(`${term.concept}: "${form}" is flagged by ${re.source}`);
      }
    }
  }
  return problems;
}

export interface Located extends Hit {
  file: string;
  /** The message key, or `line N` in a doc. */
  where: string;
}

/** Every hit in one read file (messages by key, docs by line). */
export function checkFile(glossary: Glossary, file: SourceFile): Located[] {
  const hits: Located[] = [];
  if (file.kind === 'messages') {
    for (const { key, message } of file.messages) {
      for (const hit of checkText(glossary, maskMessage(message))) hits.push({ ...hit, file: file.file, where: key });
    }
  } else {
    for (const [index, line] of maskMdx(file.source).split('\n').entries()) {
      for (const hit of checkText(glossary, line)) hits.push({ ...hit, file: file.file, where: `line ${index + 1}` });
    }
  }
  return hits;
}
