/**
 * The side panel's page (opened in a tab, as the side panel shows it): a prompt found in the
 * library goes into the chat tab the member used last, in the editor's own state. And axe finds no
 * serious problem in the panel nor in the picker over a chat page.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { curatedPrompt } from './support/catalog';
import { editorState, openChat, sendButton, sentMessages } from './support/chat';
import { expect, test } from './support/extension';

/** axe's serious and critical violations on `page`, inside `where`. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(where).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Opens a prompt of the list by its title (the list's buttons carry the source and the role too). */
async function openPrompt(panel: Page, title: string) {
  await panel.getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
}

test('the side panel inserts a prompt into the chat tab used last', async ({ context, openExtensionPage }) => {
  const chat = await openChat(context, 'chatgpt');
  await chat.keyboard.type('Context first. ');
  const prompt = curatedPrompt('en', (p) => p.variables.length === 0 && p.text.includes('\n'));
  const panel = await openExtensionPage('sidepanel.html');
  await panel.getByRole('searchbox', { name: 'Search prompts' }).fill(String(prompt.id));
  await openPrompt(panel, prompt.title);
  await panel.getByRole('button', { name: 'Insert into the chat' }).click();
  await expect(panel.getByText('The prompt is in the chat box, ready to send.')).toBeVisible();
  await expect.poll(() => editorState(chat)).toBe(`Context first. ${prompt.text}`);
  await expect(sendButton(chat)).toBeEnabled();
  expect(await sentMessages(chat)).toEqual([]);
});

test('with no chat tab open, Insert opens a new chat with the prompt in its address', async ({
  context,
  openExtensionPage,
}) => {
  await context.route('https://chatgpt.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '' }));
  const prompt = curatedPrompt('en', (p) => p.variables.length === 0);
  const panel = await openExtensionPage('sidepanel.html');
  await panel.getByRole('searchbox', { name: 'Search prompts' }).fill(String(prompt.id));
  await openPrompt(panel, prompt.title);
  // No chat page was ever open in this browser.
  const opened = context.waitForEvent('page');
  await panel.getByRole('button', { name: 'Insert into the chat' }).click();
  const chat = await opened;
  await chat.waitForURL(/^https:\/\/chatgpt\.com\//);
  await expect(panel.getByText('The chat was opened in a new tab with your prompt.')).toBeVisible();
  expect(new URL(chat.url()).searchParams.get('q')).toBe(prompt.text);
});

test('axe: the side panel and the picker have no serious violations', async ({ context, openExtensionPage }) => {
  const panel = await openExtensionPage('sidepanel.html');
  await expect(panel.getByRole('tablist')).toBeVisible();
  expect(await seriousViolations(panel, 'body')).toEqual([]);

  const chat = await openChat(context, 'claude');
  await chat.keyboard.press('Alt+Shift+S');
  const picker = chat.getByRole('dialog', { name: 'PromptDeck' });
  await expect(picker.getByRole('listbox').getByRole('option').first()).toBeVisible();
  expect(await seriousViolations(chat, 'promptdeck-picker')).toEqual([]);
});
