/**
 * The picker on the fixture chat pages (the real editors): opened by the shortcut or the button,
 * searched by title, number and a word of the text, filled in, inserted into the editor's own state
 * after what was typed, with the send button on and nothing sent; Esc gives the focus back.
 */
import type { Page } from '@playwright/test';
import type { Locale } from '../../src/config/locales';
import { bundledCatalog, curatedPrompt } from './support/catalog';
import { editor, editorState, openChat, sendButton, sentMessages, setSettings } from './support/chat';
import { expect, test } from './support/extension';
import { uiString } from './support/strings';

const picker = (page: Page) => page.getByRole('dialog', { name: 'PromptDeck' });
/** The picker's results (its prompt-language menu has options too). */
const results = (page: Page) => picker(page).getByRole('listbox').getByRole('option');
const searchBox = (page: Page, locale: Locale = 'en') =>
  picker(page).getByRole('combobox', { name: uiString(locale, 'extension.search.label') });

/** Presses the shortcut and waits until the picker lists the library, as a person would. */
async function openPicker(page: Page, locale: Locale = 'en') {
  await page.keyboard.press('Alt+Shift+S');
  await expect(searchBox(page, locale)).toBeFocused();
  await expect(results(page).first()).toBeVisible();
}

/** A prompt without placeholders whose text has several lines. */
const multiLine = () => curatedPrompt('en', (prompt) => prompt.variables.length === 0 && prompt.text.includes('\n'));

test('Alt+Shift+S opens the picker; a title finds the prompt; Enter inserts it after the typed text (ProseMirror)', async ({
  context,
}) => {
  const page = await openChat(context, 'chatgpt');
  await page.keyboard.type('Hello');
  await openPicker(page);
  const prompt = multiLine();
  await page.keyboard.type(prompt.title);
  await expect(results(page).first()).toContainText(prompt.title);
  await page.keyboard.press('Enter');
  await expect(picker(page)).toHaveCount(0);
  await expect.poll(() => editorState(page)).toBe(`Hello${prompt.text}`);
  await expect(sendButton(page)).toBeEnabled();
  expect(await sentMessages(page)).toEqual([]);
});

test('the button beside the chat box opens the picker; a number finds that prompt (ProseMirror in Claude)', async ({
  context,
}) => {
  const page = await openChat(context, 'claude');
  const prompt = multiLine();
  await page.locator('promptdeck-launcher').getByRole('button').click();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(String(prompt.id));
  await expect(results(page).first()).toContainText(prompt.title);
  await page.keyboard.press('Enter');
  await expect.poll(() => editorState(page)).toBe(prompt.text);
  await expect(sendButton(page)).toBeEnabled();
  expect(await sentMessages(page)).toEqual([]);
});

test('a word of the text finds the prompt (Quill in Gemini)', async ({ context }) => {
  const page = await openChat(context, 'gemini');
  const catalog = bundledCatalog('en');
  // A word that only one prompt's text holds, and not its title.
  const { prompt, word } = (() => {
    for (const candidate of catalog.prompts.filter((p) => p.variables.length === 0)) {
      for (const word of candidate.text.match(/\p{L}{9,}/gu) ?? []) {
        const lower = word.toLowerCase();
        const holders = catalog.prompts.filter((p) => `${p.title}\n${p.role}\n${p.text}`.toLowerCase().includes(lower));
        if (holders.length === 1 && !candidate.title.toLowerCase().includes(lower)) return { prompt: candidate, word };
      }
    }
    throw new Error('No word unique to one prompt');
  })();
  await openPicker(page);
  await page.keyboard.type(word);
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText(prompt.title);
  await page.keyboard.press('Enter');
  await expect.poll(() => editorState(page)).toBe(prompt.text);
  await expect(sendButton(page)).toBeEnabled();
});

test('a prompt with placeholders in French: its form has the French labels, the filled text goes in (React textarea)', async ({
  context,
  background,
}) => {
  await setSettings(background, { uiLocale: 'fr', promptLocale: 'fr' });
  const page = await openChat(context, 'deepseek');
  const prompt = curatedPrompt('fr', (p) => p.variables.length > 0 && !p.textFallback);
  await page.keyboard.type('Bonjour. ');
  await openPicker(page, 'fr');
  await page.keyboard.type(String(prompt.id));
  await expect(results(page).first()).toContainText(prompt.title);
  await page.keyboard.press('Enter');
  const values = prompt.variables.map((variable, index) => `valeur ${index + 1}`);
  for (const [index, variable] of prompt.variables.entries()) {
    await picker(page).getByLabel(variable.label, { exact: true }).fill(values[index]!);
  }
  await picker(page)
    .getByRole('button', { name: uiString('fr', 'extension.picker.insert') })
    .click();
  const state = await expect
    .poll(() => editorState(page))
    .toMatch(/^Bonjour\. /)
    .then(() => editorState(page));
  expect(state).not.toContain('{{');
  for (const value of values) expect(state).toContain(value);
  await expect(sendButton(page)).toBeEnabled();
  expect(await sentMessages(page)).toEqual([]);
});

test('a prompt with placeholders in Arabic, inserted into ProseMirror', async ({ context, background }) => {
  await setSettings(background, { uiLocale: 'ar', promptLocale: 'ar' });
  const page = await openChat(context, 'chatgpt');
  const prompt = curatedPrompt('ar', (p) => p.variables.length > 0 && !p.textFallback);
  await openPicker(page, 'ar');
  await page.keyboard.type(String(prompt.id));
  await expect(results(page).first()).toContainText(prompt.title);
  await page.keyboard.press('Enter');
  for (const variable of prompt.variables) {
    await picker(page).getByLabel(variable.label, { exact: true }).fill('قيمة');
  }
  await page.keyboard.press('Enter');
  await expect.poll(() => editorState(page)).toContain('قيمة');
  expect(await editorState(page)).not.toContain('{{');
  await expect(sendButton(page)).toBeEnabled();
});

test('Esc closes the picker and gives the focus back to the chat box, caret where it was', async ({ context }) => {
  const page = await openChat(context, 'deepseek');
  await page.keyboard.type('typed');
  await openPicker(page);
  await page.keyboard.press('Escape');
  await expect(picker(page)).toHaveCount(0);
  await expect(await editor(page, 'deepseek')).toBeFocused();
  await page.keyboard.type(' more');
  await expect.poll(() => editorState(page)).toBe('typed more');
});

test('the picker’s prompt language switches the curated prompts it searches', async ({ context, background }) => {
  await setSettings(background, { uiLocale: 'en', promptLocale: 'en' });
  const page = await openChat(context, 'deepseek');
  await openPicker(page);
  const french = curatedPrompt('fr', (p) => !p.textFallback && p.variables.length === 0);
  await picker(page)
    .getByRole('combobox', { name: uiString('en', 'extension.options.promptLanguage') })
    .selectOption('fr');
  await searchBox(page).fill(french.title);
  await expect(results(page).first()).toContainText(french.title);
  await page.keyboard.press('Enter');
  await expect.poll(() => editorState(page)).toBe(french.text);
});

test('on a chat page without a chat box, the prompt is copied and the page says so', async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: 'https://grok.com' });
  await context.route('https://grok.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Grok</title><main>Sign in to chat</main>' }),
  );
  const page = await context.newPage();
  await page.goto('https://grok.com/');
  const prompt = curatedPrompt('en', (p) => p.variables.length === 0);
  await openPicker(page);
  await page.keyboard.type(String(prompt.id));
  await expect(results(page).first()).toContainText(prompt.title);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(uiString('en', 'extension.picker.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt.text);
});
