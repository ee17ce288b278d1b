import type { Locale } from '../../prompts/locales';
import type { PromptPageData, PromptSummary, PromptTexts } from '../../prompts/types';
import type { CuratedPrompt, PromptLocaleContent } from './loadPrompts';

const PREVIEW_LENGTH = 160;

function contentFor(prompt: CuratedPrompt, locale: Locale): PromptLocaleContent {
  const content = prompt.locales[locale] ?? prompt.locales.en;
  if (!content) throw new Error(`prompt ${prompt.id} has no ${locale} or English content`);
  return content;
}

function english(prompt: CuratedPrompt) {
  const content = prompt.locales.en;
  if (!content?.text) throw new Error(`prompt ${prompt.id} has no English text`);
  return { title: content.title, remark: content.remark, text: content.text };
}

/** The start of a text, cut at a word boundary where there is one, with an ellipsis. */
export function preview(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if ([...flat].length <= length) return flat;
  const cut = [...flat].slice(0, length).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut}…`;
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
    notes: content.notes,
    text: locale === 'en' ? english(prompt).text : (content.text ?? null),
    english: english(prompt),
    variables: prompt.variables,
    previous: neighbour(previous),
    next: neighbour(next),
  };
}
