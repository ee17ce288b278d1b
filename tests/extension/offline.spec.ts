/** The site out of reach: the bundled catalogue still answers the picker, at once. */
import { curatedPrompt } from './support/catalog';
import { editorState, openChat, setSettings } from './support/chat';
import { expect, test } from './support/extension';
import { uiString } from './support/strings';

// Port 9 (discard) on the loopback: nothing listens, every request is refused.
const UNREACHABLE_SITE = 'http://127.0.0.1:9';

test('with the site unreachable, the curated prompts are found and inserted', async ({ context, background }) => {
  await setSettings(background, { site: UNREACHABLE_SITE, token: 'pd_unreachable' });
  const page = await openChat(context, 'deepseek');
  const prompt = curatedPrompt('en', (p) => p.variables.length === 0);
  await page.keyboard.press('Alt+Shift+S');
  const picker = page.getByRole('dialog', { name: 'PromptDeck' });
  await expect(picker.getByRole('combobox', { name: uiString('en', 'extension.search.label') })).toBeFocused();
  await page.keyboard.type(prompt.title);
  await expect(picker.getByRole('listbox').getByRole('option').first()).toContainText(prompt.title);
  await page.keyboard.press('Enter');
  await expect.poll(() => editorState(page)).toBe(prompt.text);
});
