// "Docs name what the UI shows" (issue 19, review S4): every bold phrase in the guides of every
// locale is a UI string of that locale, and the same control as the zh source names there.
// Rules and allowlist: scripts/lib/docBoldLabels.ts, scripts/lib/docBoldAllowlist.json.
// Every hit at once: `npx tsx scripts/docs-bold-labels.ts [locale]`.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@site/src/config/locales';
import {
  CHECKED_PAGES,
  checkLocale,
  compareWithSource,
  formatFinding,
  loadAllowlist,
  loadPages,
  loadUiStrings,
} from '@site/scripts/lib/docBoldLabels';

const root = path.resolve(__dirname, '../../..');
const allowlist = loadAllowlist(root);
const sourcePages = loadPages(root, DEFAULT_LOCALE);
const sourceUi = loadUiStrings(root, DEFAULT_LOCALE);

describe('bold labels in the guides', () => {
  it('reads every checked page in every locale', () => {
    for (const locale of LOCALES) expect(loadPages(root, locale).map((p) => p.file)).toEqual(CHECKED_PAGES);
  });

  it('declares lead-in sections that exist in the source', () => {
    for (const entry of allowlist.leadInSections) {
      const page = sourcePages.find((p) => p.file === entry.file);
      expect(page?.source, `${entry.file}#${entry.section}`).toContain(`{#${entry.section}}`);
      expect(entry.reason.length).toBeGreaterThan(10);
    }
    for (const entries of Object.values(allowlist.phrases)) {
      for (const entry of entries) expect(entry.reason.length).toBeGreaterThan(10);
    }
  });

  it.each(LOCALES)('%s: every bold phrase is a UI string of the locale', (locale) => {
    const source = { locale: DEFAULT_LOCALE, pages: sourcePages, ui: sourceUi };
    const findings = checkLocale(locale, loadPages(root, locale), loadUiStrings(root, locale), allowlist, source);
    expect(findings.map((f) => formatFinding(f, root))).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('%s: each bold label names the control the source names', (locale) => {
    const findings = compareWithSource(
      locale,
      loadPages(root, locale),
      loadUiStrings(root, locale),
      sourcePages,
      sourceUi,
      DEFAULT_LOCALE,
    );
    expect(findings.map((f) => formatFinding(f, root))).toEqual([]);
  });
});
