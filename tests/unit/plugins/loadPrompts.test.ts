import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coverage, loadPrompts, PromptContentError } from '@site/src/plugins/prompt-library/loadPrompts';
import { notesFor, toPageData } from '@site/src/plugins/prompt-library/pageData';
import { LOCALES, type Locale } from '@site/src/config/locales';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const TEXT_EN = 'Act as a careful editor about {{topic}} and explain every change you make.';

/** A site folder with prompt 1 (and optionally more) in every locale. */
function site(overrides: { source?: string; en?: string; it?: string } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prompts-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, 'prompts'));
  fs.writeFileSync(
    path.join(dir, 'prompts', '001.md'),
    overrides.source ??
      '---\nid: 1\ntags: [write, text]\nweight: 500\ntitle: "编辑"\nremark: "细心的编辑"\n---\n请你担任关于{{topic}}的细心编辑，并解释每一处修改。\n',
  );
  for (const locale of LOCALES) {
    if (locale === 'zh') continue;
    const folder = path.join(dir, 'i18n', locale, 'prompts');
    fs.mkdirSync(folder, { recursive: true });
    const body = locale === 'en' ? (overrides.en ?? TEXT_EN) : locale === 'it' ? (overrides.it ?? '') : '';
    fs.writeFileSync(
      path.join(folder, '001.md'),
      `---\ntitle: "Editor ${locale}"\nremark: "Careful editor"\n---\n${body}\n`,
    );
  }
  return dir;
}

function problemsOf(dir: string): string[] {
  try {
    loadPrompts(dir, { ids: [1] });
  } catch (error) {
    if (error instanceof PromptContentError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadPrompts', () => {
  it('reads a valid prompt in every locale with English fallback', () => {
    const [prompt] = loadPrompts(site(), { ids: [1] });
    expect(prompt?.tags).toEqual(['write', 'text']);
    expect(prompt?.variables).toEqual(['topic']);
    expect(prompt?.locales.en?.text).toBe(TEXT_EN);
    expect(prompt?.locales.it?.text).toBeUndefined();
    expect(prompt?.locales.ja?.title).toBe('Editor ja');
  });

  it('names the file and field of an unknown tag', () => {
    const dir = site({
      source:
        '---\nid: 1\ntags: [write, poetry]\nweight: 5\ntitle: "t"\nremark: "r"\n---\n这是一个足够长的提示词正文，用于测试。\n',
    });
    expect(problemsOf(dir).join('\n')).toMatch(/prompts\/001\.md: field "tags\.1"/);
  });

  it('names a missing field', () => {
    const dir = site({
      source: '---\nid: 1\ntags: [write]\nweight: 5\nremark: "r"\n---\n这是一个足够长的提示词正文，用于测试。\n',
    });
    expect(problemsOf(dir).join('\n')).toMatch(/prompts\/001\.md: field "title"/);
  });

  it('rejects an id that disagrees with the file name, or is out of range', () => {
    const wrong = site({
      source:
        '---\nid: 2\ntags: [write]\nweight: 5\ntitle: "t"\nremark: "r"\n---\n这是一个足够长的提示词正文，用于测试。\n',
    });
    expect(problemsOf(wrong).join('\n')).toMatch(/field "id" is 2 but the file name says 1/);
    const outOfRange = site({
      source:
        '---\nid: 279\ntags: [write]\nweight: 5\ntitle: "t"\nremark: "r"\n---\n这是一个足够长的提示词正文，用于测试。\n',
    });
    expect(problemsOf(outOfRange).join('\n')).toMatch(/field "id"/);
  });

  it('requires an English text', () => {
    expect(problemsOf(site({ en: '' })).join('\n')).toMatch(/i18n\/en\/prompts\/001\.md \(body\)/);
  });

  it('requires the same variables in every translated text', () => {
    const problems = problemsOf(site({ it: 'Fai da editor attento su {{argomento}} e spiega ogni modifica.' }));
    expect(problems.join('\n')).toMatch(/prompt 1 \(it\): variables \{argomento\} differ/);
  });

  it('reads fill-in labels per language and rejects a label for a placeholder the prompt does not have', () => {
    const dir = site();
    const itFile = path.join(dir, 'i18n', 'it', 'prompts', '001.md');
    fs.writeFileSync(itFile, '---\ntitle: "Editor"\nremark: "Editor attento"\nvariables:\n  topic: "argomento"\n---\n');
    expect(loadPrompts(dir, { ids: [1] })[0]?.locales.it?.variables).toEqual({ topic: 'argomento' });

    fs.writeFileSync(
      itFile,
      '---\ntitle: "Editor"\nremark: "Editor attento"\nvariables:\n  subject: "argomento"\n---\n',
    );
    expect(problemsOf(dir).join('\n')).toMatch(
      /i18n\/it\/prompts\/001\.md: field "variables\.subject" is not a placeholder of this prompt \(it has \{topic\}\)/,
    );
  });

  it('reports a missing prompt file when all ids are expected', () => {
    const problems = (() => {
      try {
        loadPrompts(site());
        return [];
      } catch (error) {
        return (error as PromptContentError).problems;
      }
    })();
    expect(problems).toContain('prompts/278.md: missing (ids must run 1..278)');
  });

  it('counts coverage per locale', () => {
    const rows = coverage(
      loadPrompts(site({ it: 'Fai da editor attento su {{topic}} e spiega ogni modifica.' }), { ids: [1] }),
    );
    expect(rows.find((r) => r.locale === 'it')).toEqual({
      locale: 'it',
      titles: 1,
      remarks: 1,
      texts: 1,
      labels: 0,
      notes: 0,
    });
    expect(rows.find((r) => r.locale === 'ja')).toEqual({
      locale: 'ja',
      titles: 1,
      remarks: 1,
      texts: 0,
      labels: 0,
      notes: 0,
    });
  });
});

/** Adds a `notes:` line to prompt 1 in the source and in every locale except `without`. */
function withNotes(dir: string, without: readonly Locale[]) {
  for (const locale of LOCALES) {
    if (without.includes(locale)) continue;
    const file =
      locale === 'zh' ? path.join(dir, 'prompts', '001.md') : path.join(dir, 'i18n', locale, 'prompts', '001.md');
    const note = locale === 'en' ? 'Educational only, not financial advice.' : `Note in ${locale}.`;
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^(remark: .*)$/m, `$1\nnotes: "${note}"`));
  }
  return dir;
}

describe('prompt notes', () => {
  it('accepts a note that every language carries, and counts it', () => {
    const prompts = loadPrompts(withNotes(site(), []), { ids: [1] });
    expect(prompts[0]?.locales.ja?.notes).toBe('Note in ja.');
    expect(coverage(prompts).every((row) => row.notes === 1)).toBe(true);
  });

  it('fails the check, naming file and field, when a language lacks a note the source has', () => {
    const problems = problemsOf(withNotes(site(), ['ja', 'ar']));
    expect(problems).toEqual([
      expect.stringMatching(/^i18n\/ja\/prompts\/001\.md: field "notes" is missing/),
      expect.stringMatching(/^i18n\/ar\/prompts\/001\.md: field "notes" is missing/),
    ]);
  });

  it('needs no note where the source has none', () => {
    expect(problemsOf(site())).toEqual([]);
  });
});

describe('notes on the prompt page', () => {
  const prompt = {
    id: 1,
    tags: [],
    weight: 1,
    variables: [],
    locales: {
      zh: { title: '预算', remark: '理财', notes: '仅供学习。', text: '帮我做预算。' },
      en: { title: 'Budget', remark: 'Money', notes: 'Educational only.', text: 'Help me budget.' },
      de: { title: 'Budget', remark: 'Geld', notes: 'Nur zum Lernen.', text: 'Hilf mir beim Budget.' },
      ja: { title: '予算', remark: 'お金', text: '予算を手伝ってください。' },
    },
  };

  it("shows the page language's own note", () => {
    expect(notesFor(prompt, 'de')).toEqual({ notes: 'Nur zum Lernen.' });
    expect(toPageData(prompt, 'zh', undefined, undefined)).toMatchObject({ notes: '仅供学习。' });
    expect(toPageData(prompt, 'de', undefined, undefined).notesInEnglish).toBeUndefined();
  });

  it('falls back to the English note, flagged, where the language has none', () => {
    expect(toPageData(prompt, 'ja', undefined, undefined)).toMatchObject({
      notes: 'Educational only.',
      notesInEnglish: true,
    });
  });

  it('has no note at all where English has none either', () => {
    const plain = { ...prompt, locales: { en: { ...prompt.locales.en, notes: undefined }, ja: prompt.locales.ja } };
    expect(notesFor(plain, 'ja')).toEqual({});
  });
});
