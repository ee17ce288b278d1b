import type { Locale } from '../../config/locales';
import { LIBRARY_PAGE_SIZE, sortPrompts } from '../../prompts/library';
import type { PromptPageData, PromptPreviews, PromptSummary, PromptTexts } from '../../prompts/types';
import type { CuratedPrompt, PromptLocaleContent } from './loadPrompts';

/**
 * Preview size in columns: a CJK or other full-width character takes two, so
 * a Chinese preview holds half as many characters as an English one and both
 * fill the card's four clamped lines without shipping text nobody sees.
 */
const PREVIEW_COLUMNS = 160;

function contentFor(prompt: CuratedPrompt, locale: Locale): PromptLocaleContent {
  const content = prompt.locales[locale] ?? prompt.locales.en;
  if (!content) throw new Error(`prompt ${prompt.id} has no ${locale} or English content`);
  return content;
}

/**
 * The note under a prompt (a safety disclaimer, how a game is adapted): the
 * page language's own, else the English one, flagged so the page says so
 * rather than silently dropping the box.
 */
export function notesFor(prompt: CuratedPrompt, locale: Locale): { notes?: string; notesInEnglish?: true } {
  const own = prompt.locales[locale]?.notes;
  if (own) return { notes: own };
  const en = prompt.locales.en?.notes;
  return en ? { notes: en, notesInEnglish: true } : {};
}

function english(prompt: CuratedPrompt) {
  const content = prompt.locales.en;
  if (!content?.text) throw new Error(`prompt ${prompt.id} has no English text`);
  return { title: content.title, remark: content.remark, text: content.text };
}

const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** Columns a character takes on screen: 2 for full-width (CJK) characters, 1 otherwise. */
export function columnsOf(char: string): number {
  return WIDE.test(char) ? 2 : 1;
}

/** The start of a text that fits `columns`, cut at a word boundary where there is one, with an ellipsis. */
export function preview(text: string, columns = PREVIEW_COLUMNS): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  let used = 0;
  let end = 0;
  while (end < chars.length && used + columnsOf(chars[end]!) <= columns) {
    used += columnsOf(chars[end]!);
    end += 1;
  }
  if (end === chars.length) return chars.join('');
  const cut = chars.slice(0, end).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > cut.length * 0.6 ? cut.slice(0, lastSpace) : cut}…`;
}

export function toSummary(prompt: CuratedPrompt, locale: Locale): PromptSummary {
  const content = contentFor(prompt, locale);
  return {
    id: prompt.id,
    tags: prompt.tags,
    weight: prompt.weight,
    title: content.title,
    remark: content.remark,
    preview: preview(content.text ?? english(prompt).text),
  };
}

/**
 * The home page's list: every prompt's summary, with the card preview only
 * for the first screen of the default order (the server-rendered cards).
 */
export function toLibrary(prompts: readonly CuratedPrompt[], locale: Locale): PromptSummary[] {
  const firstScreen = new Set(
    sortPrompts(prompts, 'weight')
      .slice(0, LIBRARY_PAGE_SIZE)
      .map((p) => p.id),
  );
  return prompts.map((prompt) => {
    const summary = toSummary(prompt, locale);
    if (!firstScreen.has(prompt.id)) delete summary.preview;
    return summary;
  });
}

/** Every card preview by prompt id, for the cards beyond the first screen. */
export function toPreviews(prompts: readonly CuratedPrompt[], locale: Locale): PromptPreviews {
  return Object.fromEntries(prompts.map((prompt) => [prompt.id, toSummary(prompt, locale).preview ?? '']));
}

export function toTexts(prompts: readonly CuratedPrompt[], locale: Locale): PromptTexts {
  const texts: PromptTexts = {};
  for (const prompt of prompts) {
    const en = english(prompt);
    texts[prompt.id] = {
      text: locale === 'en' ? null : (prompt.locales[locale]?.text ?? null),
      english: en.text,
      titleEn: en.title,
      remarkEn: en.remark,
    };
  }
  return texts;
}

export function toPageData(
  prompt: CuratedPrompt,
  locale: Locale,
  previous: CuratedPrompt | undefined,
  next: CuratedPrompt | undefined,
): PromptPageData {
  const content = contentFor(prompt, locale);
  const neighbour = (p: CuratedPrompt | undefined) => (p ? { id: p.id, title: contentFor(p, locale).title } : null);
  return {
    id: prompt.id,
    tags: prompt.tags,
    title: content.title,
    remark: content.remark,
    ...notesFor(prompt, locale),
    text: locale === 'en' ? english(prompt).text : (content.text ?? null),
    english: english(prompt),
    variables: prompt.variables,
    variableLabels: content.variables ?? {},
    previous: neighbour(previous),
    next: neighbour(next),
  };
}
