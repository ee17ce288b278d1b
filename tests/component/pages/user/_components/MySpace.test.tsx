import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import MySpace from '@site/src/pages/user/_components/MySpace';
import { fail, server, signInDemo, state, installMockApi } from '../../../support/apiMock';
import { fill, renderLive, user } from '../../../support/render';

installMockApi();

const prompt = (id: number, title: string, shared = false) => ({
  id,
  title,
  description: `Text of ${title}`,
  remark: null,
  notes: null,
  shared,
  score: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});

describe('my space', () => {
  it('asks a visitor to sign in and come back here', async () => {
    renderLive(<MySpace />, { route: '/user/' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/auth?redirect=%2Fuser%2F',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/user/auth?tab=register&redirect=%2Fuser%2F',
    );
  });

  it('shows the account and lists my prompts newest first, with search', async () => {
    state.prompts = [prompt(1, 'Older one'), prompt(2, 'Newer one')];
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    expect(await screen.findByText('demo@example.test')).toBeInTheDocument();
    expect(screen.getByText('January 15, 2026')).toBeInTheDocument();
    const titles = await screen.findAllByRole('heading', { level: 3, name: /one$/ });
    expect(titles.map((h) => h.textContent)).toEqual(['Newer one', 'Older one']);
    await fill(screen.getByLabelText('Search my prompts'), 'older');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3, name: /one$/ }).map((h) => h.textContent)).toEqual([
        'Older one',
      ]),
    );
    await fill(screen.getByLabelText('Search my prompts'), 'nothing like it');
    expect(await screen.findByText('None of your prompts matches this search.')).toBeInTheDocument();
  });

  it('shows my prompts a page at a time', async () => {
    state.prompts = Array.from({ length: 25 }, (_, i) => prompt(i + 1, `Prompt number ${i + 1}`));
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3, name: /^Prompt number/ })).toHaveLength(20));
    expect(screen.getByRole('heading', { level: 3, name: 'Prompt number 25' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3, name: /^Prompt number/ })).toHaveLength(25));
    expect(screen.getByRole('heading', { level: 3, name: 'Prompt number 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('adds a prompt; a failed save keeps the dialog and what was typed', async () => {
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    await user.click(await screen.findByRole('button', { name: 'Add a prompt' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Please enter a title.')).not.toHaveLength(0);
    expect(within(dialog).getByText('Please enter the prompt text.')).toBeInTheDocument();

    server.use(http.post('*/api/prompts', () => fail(500, 'INTERNAL')));
    await fill(within(dialog).getByLabelText('Title'), 'Haiku maker');
    await fill(within(dialog).getByLabelText('Prompt text'), 'Write a haiku about {{topic}}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Submission failed, please try again later.');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Haiku maker');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Prompt added.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Haiku maker' })).toBeInTheDocument();
    expect(state.prompts[0]).toMatchObject({
      title: 'Haiku maker',
      description: 'Write a haiku about {{topic}}',
      shared: false,
    });
  });

  it('shares from the list with its message, and rolls back when the server refuses', async () => {
    state.prompts = [prompt(5, 'Shareable')];
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    const toggle = await screen.findByRole('switch', { name: /Shared/ });
    await user.click(toggle);
    expect(await screen.findByText('Shared: everyone can now find this prompt in the community.')).toBeInTheDocument();
    expect(state.prompts[0]!.shared).toBe(true);

    server.use(http.patch('*/api/prompts/:id', () => fail(500, 'INTERNAL')));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(state.prompts[0]!.shared).toBe(true);
  });

  it('deletes only after the confirmation dialog', async () => {
    state.prompts = [prompt(7, 'Doomed')];
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    await user.click(await screen.findByLabelText('Delete “Doomed”'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete this prompt?');
    expect(state.prompts).toHaveLength(1);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Prompt deleted.')).toBeInTheDocument();
    expect(state.prompts).toHaveLength(0);
  });

  it('when the session ends mid-edit, keeps the dialog and its text and asks to sign in again', async () => {
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    await user.click(await screen.findByRole('button', { name: 'Add a prompt' }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Title'), 'Unsaved work');
    await fill(within(dialog).getByLabelText('Prompt text'), 'Long text I do not want to lose');
    state.signedIn = null;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please sign in again')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Unsaved work');
    expect(
      screen.getByText('Your session has ended. Sign in again to continue: what you typed is kept.'),
    ).toBeInTheDocument();
    // The sign-in dialog's own fields (the token form on the page asks for a password too).
    const signIn = screen.getAllByRole('dialog').at(-1)!;
    await fill(within(signIn).getByLabelText('Username or email'), 'demo');
    await fill(within(signIn).getByLabelText('Password'), 'promptdeck-demo');
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByText('Please sign in again')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Prompt added.')).toBeInTheDocument();
  });

  it('changes the password; a wrong current password is marked on its field', async () => {
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    await fill(await screen.findByLabelText('Current password'), 'nope');
    await fill(screen.getByLabelText('New password'), 'new password 1');
    await fill(screen.getByLabelText('Confirm new password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('The current password is not correct.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    await user.clear(screen.getByLabelText('Current password'));
    await fill(screen.getByLabelText('Current password'), 'promptdeck-demo');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other devices have been signed out.')).toBeInTheDocument();
    expect(state.accounts[0]!.password).toBe('new password 1');
  });

  it('imports a file after a preview, and refuses a bad file naming its row and field', async () => {
    state.prompts = [prompt(1, 'Kept')];
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    await screen.findByRole('heading', { level: 3, name: 'Kept' });
    const input = screen.getByLabelText('Import a file');
    const bad = {
      format: 'promptdeck-export',
      version: 1,
      prompts: [
        { title: 'Fine', description: 'ok' },
        { title: '', description: 'x' },
      ],
    };
    await user.upload(input, new File([JSON.stringify(bad)], 'bad.json', { type: 'application/json' }));
    expect(await screen.findByText('Prompt 2: the title is missing.')).toBeInTheDocument();

    const good = {
      format: 'promptdeck-export',
      version: 1,
      prompts: [
        { title: 'Kept', description: 'Text of Kept' },
        { title: 'New', description: 'Fresh' },
      ],
      favorites: [{ kind: 'curated', ref: 3 }],
    };
    await user.upload(input, new File([JSON.stringify(good)], 'good.json', { type: 'application/json' }));
    expect(
      await screen.findByText('good.json. Prompts to add: 1. Duplicates to skip: 1. Favorites: 1.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText('Import finished. Prompts added: 2. Favorites added: 1. Skipped: 0.'),
    ).toBeInTheDocument();
  });

  it('names the cap when the account keeps the most prompts, keeping what was typed', async () => {
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    await user.click(await screen.findByRole('button', { name: 'Add a prompt' }));
    const dialog = await screen.findByRole('dialog');
    server.use(http.post('*/api/prompts', () => fail(403, 'QUOTA_EXCEEDED', 'prompts', {}, 2000)));
    await fill(within(dialog).getByLabelText('Title'), 'One too many');
    await fill(within(dialog).getByLabelText('Prompt text'), 'Still worth keeping');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can keep at most 2,000 prompts. Delete some to add new ones.',
    );
    expect(within(dialog).getByLabelText('Prompt text')).toHaveValue('Still worth keeping');
  });

  it('says how many shared prompts an import added private, and why', async () => {
    state.sharesLeft = 1;
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    const input = await screen.findByLabelText('Import a file');
    const file = {
      format: 'promptdeck-export',
      version: 1,
      prompts: [1, 2, 3].map((n) => ({ title: `Shared ${n}`, description: 'text', shared: true })),
    };
    await user.upload(input, new File([JSON.stringify(file)], 'shared.json', { type: 'application/json' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(
      await screen.findByText(
        '2 prompts marked as shared were added as private. You can share at most 50 prompts a day. Try again tomorrow.',
      ),
    ).toBeInTheDocument();
    expect(state.prompts.filter((p) => p.shared)).toHaveLength(1);
  });

  it('says the service is unavailable when the API cannot be reached, with a retry', async () => {
    signInDemo();
    server.use(http.get('*/api/auth/me', () => HttpResponse.error()));
    renderLive(<MySpace />, { route: '/user/' });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'The server could not be reached.',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('demo@example.test')).toBeInTheDocument();
  });
});
