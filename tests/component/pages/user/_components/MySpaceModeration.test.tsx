/** My space and moderation: my hidden prompts, a suspension, and deleting my account. */
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import MySpace from '@site/src/pages/user/_components/MySpace';
import AccountDeletedNotice from '@site/src/components/AccountDeletedNotice';
import { getSessionSnapshot } from '@site/src/api/runtime/sessionStore';
import { installMockApi, server, signInDemo, state } from '../../../support/apiMock';
import { moderationHandlers, moderationStore, resetModeration, suspendedAnswer } from '../../../support/mockModeration';
import { seriousViolations } from '../../../support/axe';
import { fill, renderLive, user } from '../../../support/render';

installMockApi();
beforeEach(() => {
  resetModeration();
  sessionStorage.clear();
  server.use(...moderationHandlers);
});

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

async function openDeleteDialog() {
  signInDemo();
  const view = renderLive(<MySpace />, { route: '/user/' });
  const section = (await screen.findByRole('heading', { level: 2, name: 'Delete account' })).closest('section')!;
  await user.click(within(section).getByRole('button', { name: 'Delete account' }));
  return { ...view, section, dialog: await screen.findByRole('dialog', { name: 'Delete your account for good?' }) };
}

describe('my space: moderation', () => {
  it('marks my hidden prompt in my list with the notice and the moderators’ note', async () => {
    state.prompts = [
      {
        id: 1,
        title: 'Phone numbers',
        description: 'Call 555',
        remark: null,
        notes: null,
        shared: true,
        score: 0,
        hidden: { at: '2026-11-25T10:00:00.000Z', note: 'Personal data.' },
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
      {
        id: 2,
        title: 'Plain one',
        description: 'Text',
        remark: null,
        notes: null,
        shared: true,
        score: 0,
        createdAt: '2026-11-02T00:00:00.000Z',
        updatedAt: '2026-11-02T00:00:00.000Z',
      },
    ];
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    const hidden = (await screen.findByRole('heading', { level: 3, name: 'Phone numbers' })).closest('article')!;
    expect(await within(hidden).findByText('Hidden by a moderator')).toBeInTheDocument();
    expect(within(hidden).getByText('Note from the moderators: Personal data.')).toBeInTheDocument();
    const plain = screen.getByRole('heading', { level: 3, name: 'Plain one' }).closest('article')!;
    expect(plain).not.toHaveTextContent('Hidden by a moderator');
  });

  it('says at the top until when my account is suspended, and what still works', async () => {
    const until = '2026-12-03T14:05:00.000Z';
    state.accounts[0]!.suspension = { until, note: null };
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    expect(
      await screen.findByText(`Your account is suspended until ${longDate(until)}. You can still read and sign in.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/You can still export your data, change your password and delete your account\./),
    ).toBeInTheDocument();
  });

  it('says a suspension without an end lasts until lifted, with the note, and shows it when a write is refused', async () => {
    const suspension = { until: null, note: 'Repeated spam.' };
    state.accounts[0]!.suspension = suspension;
    const sentence =
      'Your account is suspended until a moderator lifts it. You can still read and sign in. Note from the moderators: Repeated spam.';
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    expect(await screen.findByText(sentence)).toBeInTheDocument();

    server.use(http.post('*/api/prompts', () => suspendedAnswer(suspension)));
    await user.click(screen.getByRole('button', { name: 'Add a prompt' }));
    const dialog = await screen.findByRole('dialog');
    await fill(within(dialog).getByLabelText('Title'), 'Haiku maker');
    await fill(within(dialog).getByLabelText('Prompt text'), 'Write a haiku');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(sentence);
  });

  it('shows no suspension notice to a member in good standing', async () => {
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    await screen.findByText('demo@example.test');
    expect(screen.queryByText(/Your account is suspended/)).not.toBeInTheDocument();
  });

  it('explains what goes and what stays, and offers the export first', async () => {
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Delete account' })).closest('section')!;
    expect(section).toHaveTextContent('your votes and favorites');
    expect(section).toHaveTextContent('the reports you filed');
    expect(section).toHaveTextContent('shown as written by “a deleted member”');
    expect(within(section).getByRole('link', { name: 'Go to the export' })).toHaveAttribute(
      'href',
      '#transfer-heading',
    );
    expect(document.getElementById('transfer-heading')).toBeInTheDocument();
  });

  it('keeps the dialog and the password typed when the password is wrong', async () => {
    const { dialog } = await openDeleteDialog();
    await fill(within(dialog).getByLabelText('Password'), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findAllByText('The current password is not correct.')).not.toHaveLength(0);
    expect(within(dialog).getByLabelText('Password')).toHaveValue('not my password');
    expect(moderationStore.deletions).toEqual(['not my password']);
    expect(state.accounts).toHaveLength(1);
    expect(getSessionSnapshot().status).toBe('signedIn');
  });

  it('deletes the account with the right password, signs out and goes home, which says so once', async () => {
    const { dialog, where } = await openDeleteDialog();
    await fill(within(dialog).getByLabelText('Password'), 'promptdeck-demo');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(where.location?.pathname).toBe('/'));
    expect(getSessionSnapshot()).toMatchObject({ status: 'signedOut', user: null });
    expect(state.accounts).toHaveLength(0);

    const farewell = /Your account has been deleted/;
    const home = render(<AccountDeletedNotice />);
    expect(await screen.findByText(farewell)).toBeInTheDocument();
    home.unmount();
    render(<AccountDeletedNotice />);
    expect(screen.queryByText(farewell)).not.toBeInTheDocument();
  });

  it('has no serious accessibility problems in the section and its dialog', async () => {
    signInDemo();
    renderLive(<MySpace />, { route: '/user/' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Delete account' })).closest('section')!;
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    // The field's rule message (and its spoken copy).
    expect(await within(dialog).findAllByText('Please enter your password.')).not.toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });
});
