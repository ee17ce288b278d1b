/**
 * Where a locale's checked text lives: the UI messages of code.json and of the
 * browser extension's extension.json (not the descriptions), the navbar/footer JSON, the docs sidebar JSON and the docs
 * pages (zh: docs/, others: i18n/<locale>/docusaurus-plugin-content-docs/current/).
 * Prompts have their own checks and are not read here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE } from '../../config/locales';
import { glossarySchema, type Glossary } from './schema';

export interface MessageFile {
  kind: 'messages';
  /** Path relative to the site. */
  file: string;
  messages: { key: string; message: string }[];
}

export interface DocFile {
  kind: 'doc';
  file: string;
  source: string;
}

export type SourceFile = MessageFile | DocFile;

export const glossaryPath = (siteDir: string, locale: string) => path.join(siteDir, 'i18n', locale, 'glossary.json');

/** The locale's glossary, validated; undefined when the locale has none yet. */
export function loadGlossary(siteDir: string, locale: string): Glossary | undefined {
  const file = glossaryPath(siteDir, locale);
  if (!fs.existsSync(file)) return undefined;
  const result = glossarySchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`${path.relative(siteDir, file)} is not a valid glossary:\n${problems.join('\n')}`);
  }
  if (result.data.locale !== locale)
    throw new Error(`${path.relative(siteDir, file)} says locale "${result.data.locale}"`);
  return result.data;
}

/** The JSON translation files of a locale, relative to the site. */
export function messageFiles(locale: string): string[] {
  return [
    `i18n/${locale}/code.json`,
    `i18n/${locale}/extension.json`,
    `i18n/${locale}/docusaurus-theme-classic/navbar.json`,
    `i18n/${locale}/docusaurus-theme-classic/footer.json`,
    `i18n/${locale}/docusaurus-plugin-content-docs/current.json`,
  ];
}

/** The docs folder of a locale, relative to the site. */
export const docsDir = (locale: string) =>
  locale === DEFAULT_LOCALE ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;

function listMdx(siteDir: string, dir: string): string[] {
  const abs = path.join(siteDir, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => path.join(dir, name).split(path.sep).join('/'));
}

/** Every checked file of a locale, read. */
export function readSources(siteDir: string, locale: string): SourceFile[] {
  const files: SourceFile[] = [];
  for (const file of messageFiles(locale)) {
    const abs = path.join(siteDir, file);
    if (!fs.existsSync(abs)) continue;
    const json = JSON.parse(fs.readFileSync(abs, 'utf8')) as Record<string, { message: string }>;
    files.push({
      kind: 'messages',
      file,
      messages: Object.entries(json).map(([key, value]) => ({ key, message: value.message })),
    });
  }
  for (const file of listMdx(siteDir, docsDir(locale))) {
    files.push({ kind: 'doc', file, source: fs.readFileSync(path.join(siteDir, file), 'utf8') });
  }
  return files;
}
