import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import * as z from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../config/locales';
import { PROMPT_COUNT } from '../../prompts/count';
import type { TagKey } from '../../prompts/tags';
import { extractVariables } from '../../prompts/variables';
import { promptTextSchema, sourceFrontMatterSchema, translationFrontMatterSchema } from './schema';

/** One language's view of a prompt. `text` is undefined when that language has no text yet. */
export interface PromptLocaleContent {
  title: string;
  remark: string;
  notes?: string;
  text?: string;
  /** Fill-in form labels by placeholder name; a placeholder without one shows its own name. */
  variables?: Record<string, string>;
}

export interface CuratedPrompt {
  id: number;
  tags: TagKey[];
  weight: number;
  /** Variable names used by the English text; every other text uses the same set. */
  variables: string[];
  locales: Partial<Record<Locale, PromptLocaleContent>>;
}

export class PromptContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Prompt content is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'PromptContentError';
  }
}

export const promptFileName = (id: number) => `${String(id).padStart(3, '0')}.md`;

export function sourceDir(siteDir: string) {
  return path.join(siteDir, 'prompts');
}

export function translationDir(siteDir: string, locale: Locale) {
  return path.join(siteDir, 'i18n', locale, 'prompts');
}

/** Locales whose every prompt must carry its own text (the others may fall back to English). */
export const LOCALES_WITH_REQUIRED_TEXT: readonly Locale[] = ['zh', 'en'];

function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(file)';
    return `${file}: field "${field}" ${issue.message}`;
  });
}

function readMarkdown(file: string) {
  const raw = fs.readFileSync(file, 'utf8');
  const parsed = matter(raw);
  return { data: parsed.data as Record<string, unknown>, body: parsed.content.trim() };
}

export interface LoadOptions {
  /** Only these ids (for a contributor checking their own batch); default all. */
  ids?: readonly number[];
}

/**
 * Reads and validates every prompt file. Throws PromptContentError listing
 * every problem (file and field) rather than stopping at the first.
 */
export function loadPrompts(siteDir: string, options: LoadOptions = {}): CuratedPrompt[] {
  const problems: string[] = [];
  const wanted = new Set(options.ids ?? Array.from({ length: PROMPT_COUNT }, (_, i) => i + 1));
  const rel = (file: string) => path.relative(siteDir, file);

  const sourceFiles = fs.existsSync(sourceDir(siteDir))
    ? fs.readdirSync(sourceDir(siteDir)).filter((name) => name.endsWith('.md'))
    : [];
  const seenIds = new Map<number, string>();
  const prompts: CuratedPrompt[] = [];

  for (const name of sourceFiles.sort()) {
    const file = path.join(sourceDir(siteDir), name);
    const match = /^(\d{3})\.md$/.exec(name);
    if (!match) {
      problems.push(`${rel(file)}: file name must be the three-digit prompt id, like 042.md`);
      continue;
    }
    const { data, body } = readMarkdown(file);
    const front = sourceFrontMatterSchema.safeParse(data);
    if (!front.success) {
      problems.push(...describeIssues(rel(file), front.error));
      continue;
    }
    const { id, tags, weight, title, remark, notes, variables: variableLabels } = front.data;
    if (promptFileName(id) !== name) {
      problems.push(`${rel(file)}: field "id" is ${id} but the file name says ${Number(match[1])}`);
      continue;
    }
    const previous = seenIds.get(id);
    if (previous) {
      problems.push(`${rel(file)}: field "id" ${id} duplicates ${previous}`);
      continue;
    }
    seenIds.set(id, rel(file));
    if (!wanted.has(id)) continue;

    const text = promptTextSchema.safeParse(body);
    if (!text.success) problems.push(...describeIssues(`${rel(file)} (body)`, text.error));
    const locales: CuratedPrompt['locales'] = {
      [DEFAULT_LOCALE]: { title, remark, notes, variables: variableLabels, text: text.success ? text.data : undefined },
    };

    for (const locale of LOCALES) {
      if (locale === DEFAULT_LOCALE) continue;
      const translated = path.join(translationDir(siteDir, locale), name);
      if (!fs.existsSync(translated)) {
        problems.push(`${rel(translated)}: missing (every locale needs a title and remark)`);
        continue;
      }
      const parsed = readMarkdown(translated);
      const tFront = translationFrontMatterSchema.safeParse(parsed.data);
      if (!tFront.success) {
        problems.push(...describeIssues(rel(translated), tFront.error));
        continue;
      }
      let localeText: string | undefined;
      if (parsed.body !== '' || LOCALES_WITH_REQUIRED_TEXT.includes(locale)) {
        const tText = promptTextSchema.safeParse(parsed.body);
        if (tText.success) localeText = tText.data;
        else problems.push(...describeIssues(`${rel(translated)} (body)`, tText.error));
      }
      locales[locale] = { ...tFront.data, text: localeText };
    }

    const englishVariables = extractVariables(locales.en?.text ?? '');
    const expected = [...englishVariables].sort().join(',');
    for (const [locale, content] of Object.entries(locales)) {
      const file =
        locale === DEFAULT_LOCALE
          ? rel(path.join(sourceDir(siteDir), name))
          : rel(path.join(translationDir(siteDir, locale as Locale), name));
      for (const label of Object.keys(content?.variables ?? {})) {
        if (!englishVariables.includes(label)) {
          problems.push(
            `${file}: field "variables.${label}" is not a placeholder of this prompt (it has {${expected}})`,
          );
        }
      }
      if (notes && !content?.notes) {
        problems.push(
          `${file}: field "notes" is missing; the source has one (a safety note or how a game is adapted), and every language needs its own`,
        );
      }
      if (!content?.text) continue;
      const got = extractVariables(content.text).sort().join(',');
      if (got !== expected) {
        problems.push(`prompt ${id} (${locale}): variables {${got}} differ from the English text's {${expected}}`);
      }
    }
    prompts.push({ id, tags, weight, variables: englishVariables, locales });
  }

  for (const id of wanted) {
    if (!seenIds.has(id)) problems.push(`prompts/${promptFileName(id)}: missing (ids must run 1..${PROMPT_COUNT})`);
  }
  if (problems.length) throw new PromptContentError(problems);
  return prompts.sort((a, b) => a.id - b.id);
}

export interface LocaleCoverage {
  locale: Locale;
  titles: number;
  remarks: number;
  texts: number;
  /** Prompts with placeholders whose every placeholder has a form label in this language. */
  labels: number;
  /** Prompts whose source has a note and whose note exists in this language. */
  notes: number;
}

export function coverage(prompts: readonly CuratedPrompt[]): LocaleCoverage[] {
  return LOCALES.map((locale) => {
    const contents = prompts.map((p) => p.locales[locale]);
    return {
      locale,
      titles: contents.filter((c) => c?.title).length,
      remarks: contents.filter((c) => c?.remark).length,
      texts: contents.filter((c) => c?.text).length,
      labels: prompts.filter(
        (p) => p.variables.length > 0 && p.variables.every((name) => p.locales[locale]?.variables?.[name]),
      ).length,
      notes: prompts.filter((p) => p.locales[DEFAULT_LOCALE]?.notes && p.locales[locale]?.notes).length,
    };
  });
}
