/** The side panel: its tabs, the connect hint, a prompt's actions, and Save as prompt (private unless shared). */
import path from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@site/src/api/limits';
import { loadCatalog } from '@site/src/catalog/load';
import { curatedItems, myPromptItem } from '@site/extension/lib/library';
import { createLibrarySearch } from '@site/extension/lib/search';
import { mountPanel, type PanelDeps, type PanelHandle } from '@site/extension/ui/panel';
import { myPrompt } from '../../support/myPrompt';
import { seriousViolations } from '../support/axe';

const english = curatedItems(loadCatalog(path.resolve(__dirname, '../../..'), 'en'));
const storyWriter = english.find((item) => item.number === 1)!;
const mine = (id: number, title: string, description: string) => myPromptItem(myPrompt(id, title, description));

let handle: PanelHandle | undefined;
afterEach(() => {
  act(() => handle?.unmount());
  document.body.innerHTML = '';
});

async function open(overrides: Partial<PanelDeps> = {}) {
  const root = document.createElement('div');
  document.body.append(root);
  const deps: PanelDeps = {
    locale: 'en',
    connected: true,
    searchLibrary: createLibrarySearch(english),
    list: vi.fn((tab) => Promise.resolve(tab === 'mine' ? [mine(7, 'My review helper', 'Review {{topic}}.')] : [])),
    standing: vi.fn(() => Promise.resolve({ score: 4, myVote: 1 as const, favorited: false })),
    insert: vi.fn(() => Promise.resolve('inserted' as const)),
    copy: vi.fn(() => Promise.resolve()),
    setFavorite: vi.fn(() => Promise.resolve()),
    vote: vi.fn((_target, value) => Promise.resolve({ score: 3 + value, myVote: value })),
    readComposer: vi.fn(() => Promise.resolve('Explain {{idea}} simply.\nThen give one example.')),
    savePrompt: vi.fn((input) => Promise.resolve(mine(8, input.title, input.text))),
    openOptions: vi.fn(),
    ...overrides,
  };
  await act(async () => {
    handle = await mountPanel(root, deps);
  });
  return { deps, user: userEvent.setup() };
}

describe('the side panel', () => {
  it('has the four tabs, moves between them with the arrow keys, and lists each', async () => {
    const { deps, user } = await open();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Library', 'My prompts', 'Favorites', 'Community']);
    expect(screen.getByRole('tab', { name: 'Library' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem').length).toBeGreaterThan(10);

    await user.click(screen.getByRole('tab', { name: 'Library' }));
    await user.keyboard('{ArrowRight}');
    const mineTab = screen.getByRole('tab', { name: 'My prompts' });
    expect(mineTab).toHaveAttribute('aria-selected', 'true');
    expect(mineTab).toHaveFocus();
    expect(await screen.findByRole('button', { name: /My review helper/ })).toBeInTheDocument();
    expect(deps.list).toHaveBeenCalledWith('mine', '');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Community' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says how to connect in the member tabs while no account is', async () => {
    const { deps, user } = await open({ connected: false });
    for (const name of ['My prompts', 'Favorites', 'Community']) {
      await user.click(screen.getByRole('tab', { name }));
      expect(screen.getByRole('tabpanel')).toHaveTextContent(/Connect your PromptDeck account in the options/);
    }
    await user.click(screen.getByRole('button', { name: 'Open the options' }));
    expect(deps.openOptions).toHaveBeenCalled();
    expect(deps.list).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Save as prompt' })).toBeNull();
  });

  it('fills a prompt, inserts it into the chat, and votes and stars with the current state shown', async () => {
    const { deps, user } = await open();
    await user.type(screen.getByRole('searchbox'), '1');
    await user.click(screen.getAllByRole('button', { name: new RegExp(storyWriter.title) })[0]!);
    await user.type(screen.getByRole('textbox', { name: storyWriter.variables[0]!.label }), 'noir');
    await user.click(screen.getByRole('button', { name: 'Insert into the chat' }));
    expect(deps.insert).toHaveBeenCalledWith(storyWriter.text.replace(/\{\{\s*genre\s*\}\}/g, 'noir'));
    expect(await screen.findByText('The prompt is in the chat box, ready to send.')).toBeInTheDocument();

    const up = await screen.findByRole('button', { name: 'Vote up' });
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Score: 4')).toBeInTheDocument();
    await user.click(up);
    expect(deps.vote).toHaveBeenCalledWith({ kind: 'curated', ref: 1 }, 0);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'false'));
    await user.click(screen.getByRole('button', { name: 'Vote down' }));
    expect(deps.vote).toHaveBeenLastCalledWith({ kind: 'curated', ref: 1 }, -1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Vote down' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await user.click(screen.getByRole('button', { name: 'Add to favorites' }));
    expect(deps.setFavorite).toHaveBeenCalledWith({ kind: 'curated', ref: 1 }, true);
    expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('saves the chat box text as a private prompt unless shared', async () => {
    const { deps, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Save as prompt' }));
    const form = screen.getByRole('form', { name: 'Save the chat box text as a prompt' });
    const text = within(form).getByRole('textbox', { name: 'Prompt text' });
    await waitFor(() => expect(text).toHaveValue('Explain {{idea}} simply.\nThen give one example.'));
    expect(within(form).getByRole('checkbox', { name: 'Share with the community' })).not.toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Enter a title.')).toBeInTheDocument();
    expect(deps.savePrompt).not.toHaveBeenCalled();

    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Explain simply');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(deps.savePrompt).toHaveBeenCalledWith({
      title: 'Explain simply',
      text: 'Explain {{idea}} simply.\nThen give one example.',
      shared: false,
    });
    expect(await screen.findByText('Saved in your prompts.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save as prompt' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Shared one');
    await user.click(screen.getByRole('checkbox', { name: 'Share with the community' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(deps.savePrompt).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Shared one', shared: true }));
  });

  it('refuses a title longer than the API takes, and says when the chat box cannot be read', async () => {
    const { deps, user } = await open({ readComposer: vi.fn(() => Promise.resolve(null)) });
    await user.click(screen.getByRole('button', { name: 'Save as prompt' }));
    expect(await screen.findByText(/The chat box could not be read/)).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.click(title);
    await user.paste('x'.repeat(LIMITS.PROMPT_TITLE_MAX + 1));
    await user.type(screen.getByRole('textbox', { name: 'Prompt text' }), 'Some text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      screen.getByText(`The title can be at most ${LIMITS.PROMPT_TITLE_MAX} characters long.`),
    ).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(deps.savePrompt).not.toHaveBeenCalled();
  });

  it('has no serious accessibility problem in its list, prompt view and Save as prompt form', async () => {
    const { user } = await open();
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: new RegExp(storyWriter.title) })[0]!);
    await screen.findByRole('button', { name: 'Vote up' });
    expect(await seriousViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save as prompt' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await seriousViolations()).toEqual([]);
  });
});
