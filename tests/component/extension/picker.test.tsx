/**
 * The picker in its open shadow root: the keyboard flow (type, ↓, Enter, fill, Enter), the mouse,
 * Esc from anywhere, the localized labels and the right-to-left dialog in Arabic.
 */
import path from 'node:path';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '@site/src/catalog/load';
import { fillVariables } from '@site/src/prompts/variables';
import { curatedItems, myPromptItem, type LibraryItem } from '@site/extension/lib/library';
import { createLibrarySearch } from '@site/extension/lib/search';
import { mountPicker, type PickerDeps, type PickerHandle } from '@site/extension/ui/picker';
import { myPrompt } from '../../support/myPrompt';
import { seriousViolations } from '../support/axe';

const siteDir = path.resolve(__dirname, '../../..');
const french = curatedItems(loadCatalog(siteDir, 'fr'));
const storyWriter = french.find((item) => item.number === 1)!;
const plain = myPromptItem(myPrompt(7, 'Relire mon courriel', 'Relis ce texte et corrige les fautes.'));

let handle: PickerHandle | undefined;
afterEach(() => {
  act(() => handle?.unmount());
  document.body.innerHTML = '';
});

async function open(items: readonly LibraryItem[], overrides: Partial<PickerDeps> = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const deps: PickerDeps = {
    locale: 'fr',
    search: createLibrarySearch(items),
    insert: vi.fn(),
    onClose: vi.fn(),
    ...overrides,
  };
  await act(async () => {
    handle = await mountPicker(host, deps);
  });
  const shadow = host.shadowRoot!;
  const view = within(shadow as unknown as HTMLElement);
  return { host, shadow, view, deps, user: userEvent.setup({ document }) };
}

describe('the picker', () => {
  it('renders in an open shadow root as a dialog named PromptDeck, the search box focused', async () => {
    const { host, shadow, view } = await open([plain, storyWriter]);
    expect(host.shadowRoot).not.toBeNull();
    const dialog = view.getByRole('dialog', { name: 'PromptDeck' });
    const search = within(dialog).getByRole('combobox', { name: 'Rechercher des prompts' });
    expect(shadow.activeElement).toBe(search);
    expect(view.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Personnel'),
      expect.stringContaining('nº 1'),
    ]);
  });

  it('moves with ↓ and ↑, picks with Enter, fills the labelled fields and inserts with Enter', async () => {
    const { view, deps, user, shadow } = await open([plain, ...french]);
    const search = view.getByRole<HTMLInputElement>('combobox');
    await user.type(search, 'a');
    const options = () => view.getAllByRole('option');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    search.setSelectionRange(0, search.value.length);
    await user.keyboard('1');
    expect(options()[0]).toHaveTextContent(storyWriter.title);
    await user.keyboard('{Enter}');

    const genre = await view.findByRole('textbox', { name: 'Genre' });
    expect(shadow.activeElement).toBe(genre);
    const premise = view.getByRole<HTMLInputElement>('textbox', { name: 'Point de départ' });
    await user.keyboard('polar');
    // user-event follows neither clicks nor Tab into a shadow root: focus and type as they would.
    act(() => premise.focus());
    fireEvent.change(premise, { target: { value: 'un phare' } });
    await user.keyboard('{Enter}');
    expect(deps.insert).toHaveBeenCalledWith(
      fillVariables(
        storyWriter.text,
        new Map([
          ['genre', 'polar'],
          ['premise', 'un phare'],
        ]),
      ),
    );
    expect(deps.insert).toHaveBeenCalledTimes(1);
  });

  it('inserts with the Insert button, and a prompt without variables at once', async () => {
    const { view, deps, user } = await open([plain, storyWriter]);
    await user.click(view.getByRole('option', { name: /nº 1/ }));
    await user.type(await view.findByRole('textbox', { name: 'Genre' }), 'conte');
    await user.click(view.getByRole('button', { name: 'Insérer' }));
    expect(deps.insert).toHaveBeenLastCalledWith(fillVariables(storyWriter.text, new Map([['genre', 'conte']])));

    await user.click(view.getByRole('button', { name: 'Retour aux résultats' }));
    await user.type(view.getByRole('combobox'), 'courriel{Enter}');
    expect(deps.insert).toHaveBeenLastCalledWith(plain.text);
  });

  it('closes on Esc from the search box and from a field', async () => {
    const { view, deps, user } = await open([storyWriter]);
    await user.type(view.getByRole('combobox'), '{Escape}');
    expect(deps.onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await user.type(await view.findByRole('textbox', { name: 'Genre' }), '{Escape}');
    expect(deps.onClose).toHaveBeenCalledTimes(2);
  });

  it('closes on an Esc pressed the moment the search box takes focus', async () => {
    // The search box takes focus while React commits the dialog, before any effect runs: an Esc
    // there must already close the picker.
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const escapes: boolean[] = [];
    shadow.addEventListener(
      'focus',
      (event) => {
        const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true });
        event.target!.dispatchEvent(escape);
        escapes.push(escape.defaultPrevented);
      },
      { capture: true, once: true },
    );
    const onClose = vi.fn();
    await act(async () => {
      handle = await mountPicker(host, {
        locale: 'fr',
        search: createLibrarySearch([storyWriter]),
        insert: vi.fn(),
        onClose,
      });
    });
    expect(escapes).toEqual([true]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the chat page from seeing the keys typed in it', async () => {
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    const { view, user } = await open([storyWriter]);
    await user.type(view.getByRole('combobox'), 'x');
    document.removeEventListener('keydown', pageKeys);
    expect(pageKeys).not.toHaveBeenCalled();
  });

  it('shows the answer of an asynchronous search, and the whole text of a partial item', async () => {
    const partial: LibraryItem = { ...plain, key: 'community:3', source: 'community', text: 'Relis', partial: true };
    const { view, deps, user } = await open([], {
      search: (query) => Promise.resolve(query === 'rel' ? [partial] : []),
      complete: (item) => Promise.resolve({ ...item, text: plain.text, partial: undefined }),
    });
    await user.type(view.getByRole('combobox'), 'rel');
    await user.click(await view.findByRole('option', { name: /Relire/ }));
    await waitFor(() => expect(deps.insert).toHaveBeenCalledWith(plain.text));
  });

  it('is right-to-left in Arabic, with its strings', async () => {
    const { view } = await open([storyWriter], { locale: 'ar' });
    const dialog = view.getByRole('dialog', { name: 'PromptDeck' });
    expect(dialog).toHaveAttribute('dir', 'rtl');
    expect(dialog).toHaveAttribute('lang', 'ar');
  });

  it('keeps Tab inside the dialog', async () => {
    const { view, shadow } = await open([storyWriter]);
    const search = view.getByRole('combobox');
    const close = view.getByRole('button', { name: 'Fermer' });
    fireEvent.keyDown(search, { key: 'Tab' });
    expect(shadow.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(shadow.activeElement).toBe(search);
  });

  it('has no serious accessibility problem in its results and its form', async () => {
    const { view, user } = await open([plain, storyWriter], {
      promptLanguageToggle: { value: 'fr', onChange: vi.fn() },
    });
    expect(await seriousViolations()).toEqual([]);
    await user.click(view.getByRole('option', { name: /nº 1/ }));
    await view.findByRole('textbox', { name: 'Genre' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('searches again in the prompt language chosen in the picker', async () => {
    const onChange = vi.fn();
    const search = vi.fn(() => [storyWriter]);
    const { view, user } = await open([], { search, promptLanguageToggle: { value: 'fr', onChange } });
    await user.type(view.getByRole('combobox', { name: 'Rechercher des prompts' }), 'co');
    await user.selectOptions(view.getByRole('combobox', { name: 'Langue des prompts' }), 'de');
    expect(onChange).toHaveBeenCalledWith('de');
    expect(search).toHaveBeenLastCalledWith('co');
  });
});
