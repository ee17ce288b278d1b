/**
 * The member's account through the real server (scripts/serve-e2e.mjs): a token set in the options
 * brings the member's private prompt into the picker, and Save as prompt in the side panel saves
 * the chat box's text as a private prompt.
 */
import { editorState, openChat, setSettings } from './support/chat';
import { expect, test } from './support/extension';
import { uiString } from './support/strings';
import { createMember } from './support/member';

test('options with a token: my private prompt appears in the picker and goes into the chat box', async ({
  context,
  openExtensionPage,
  request,
  baseURL,
}) => {
  const member = await createMember(request, 'read');
  const options = await openExtensionPage('options.html');
  await options.getByLabel('Site address').fill(baseURL!);
  await options.getByLabel('Access token').fill(member.token);
  await options.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(options.getByText('Options saved.')).toBeVisible();

  const page = await openChat(context, 'deepseek');
  await page.keyboard.press('Alt+Shift+S');
  const picker = page.getByRole('dialog', { name: 'PromptDeck' });
  await expect(picker.getByRole('combobox', { name: uiString('en', 'extension.search.label') })).toBeFocused();
  await page.keyboard.type(member.privateTitle);
  await expect(picker.getByRole('listbox').getByRole('option').first()).toContainText(member.privateTitle);
  await page.keyboard.press('Enter');
  await expect.poll(() => editorState(page)).toBe(`Only ${member.username} sees this prompt.`);
});

test('Save as prompt in the side panel saves the chat box text as my private prompt', async ({
  context,
  background,
  openExtensionPage,
  request,
  baseURL,
}) => {
  const member = await createMember(request, 'write');
  await setSettings(background, { site: baseURL, token: member.token });
  const chat = await openChat(context, 'deepseek');
  await chat.keyboard.type('Summarise this thread in three bullet points.');
  const panel = await openExtensionPage('sidepanel.html');
  await panel.getByRole('button', { name: 'Save as prompt' }).click();
  await expect(panel.getByLabel('Prompt text')).toHaveValue('Summarise this thread in three bullet points.');
  await panel.getByLabel('Title').fill('Thread summary');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText('Saved in your prompts.')).toBeVisible();

  const mine = await request.get('/api/prompts');
  const { items } = (await mine.json()) as { items: { title: string; description: string; shared: boolean }[] };
  expect(items).toContainEqual(
    expect.objectContaining({
      title: 'Thread summary',
      description: 'Summarise this thread in three bullet points.',
      shared: false,
    }),
  );
});
