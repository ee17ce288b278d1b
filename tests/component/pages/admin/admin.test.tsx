import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import AdminPage from '@site/src/pages/admin';
import { installMockApi, server, state } from '../../support/apiMock';
import { adminHandlers, adminState, resetAdmin, signInAs } from '../../support/mockAdmin';
import { fill, renderLive, user } from '../../support/render';

installMockApi();

// Whole flows through antd dialogs: slow in jsdom, slower still on a busy machine.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => {
  resetAdmin();
  server.use(...adminHandlers);
});

function renderConsole(route = '/en/admin') {
  return renderLive(<AdminPage />, { route });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const dialog = () => screen.findByRole('dialog');

/** Chooses an antd radio button by its label (the input itself takes no pointer events). */
async function choose(scope: HTMLElement, name: string) {
  const radio = await within(scope).findByRole('radio', { name });
  await user.click(radio.closest('label')!);
  expect(radio).toBeChecked();
}

async function openTab(name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('who sees the console', () => {
  it('shows a signed-out visitor the not-found page and nothing of the console', async () => {
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByText(/Moderation console/)).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows members and suspended members the not-found page', async () => {
    signInAs('demo');
    const { unmount } = renderConsole();
    // The session is read, and still the page is the ordinary not-found page.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    unmount();

    state.accounts[0]!.suspension = { until: null, note: 'Spam' };
    renderConsole();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('shows a suspended moderator the not-found page: the console is not theirs meanwhile', async () => {
    signInAs('moderator');
    state.signedIn!.suspension = { until: null, note: 'Under review' };
    renderConsole();
    // Long enough for the session to be read and the console to load, as it does for a moderator.
    await expect(screen.findByRole('heading', { name: 'Moderation console' }, { timeout: 2000 })).rejects.toThrow();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('gives moderators every tab but the log, and no role buttons', async () => {
    signInAs('moderator');
    const { unmount } = renderConsole();
    expect(await screen.findByRole('heading', { name: 'Moderation console' })).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Reports' });
    expect(tabNames()).toEqual(['Reports', 'Content', 'Members', 'Feedback']);

    await openTab('Members');
    expect(await screen.findByRole('link', { name: 'spammer' })).toHaveAttribute(
      'href',
      '/en/admin?tab=members&member=10',
    );
    unmount();
    renderConsole('/en/admin?tab=members&member=10');
    const panel = await screen.findByRole('region', { name: 'spammer' });
    expect(await within(panel).findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Make moderator' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
  });

  it('shows a moderator no buttons on another moderator or an admin', async () => {
    signInAs('moderator');
    renderConsole('/en/admin?tab=members&member=12');
    const panel = await screen.findByRole('region', { name: 'helper' });
    await within(panel).findByText('moderator@example.test'.replace('moderator', 'helper'));
    expect(within(panel).queryByRole('button', { name: /Suspend|Sign out|moderator|Delete/ })).not.toBeInTheDocument();
  });

  it('gives admins the log and the role and deletion buttons', async () => {
    signInAs('admin');
    renderConsole('/en/admin?tab=members&member=10');
    await screen.findByRole('tab', { name: 'Log' });
    expect(tabNames()).toEqual(['Reports', 'Content', 'Members', 'Feedback', 'Log']);
    const panel = await screen.findByRole('region', { name: 'spammer' });
    expect(await within(panel).findByRole('button', { name: 'Make moderator' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Delete account' })).toBeInTheDocument();

    await openTab('Log');
    expect(await screen.findByText('Hidden automatically after reports')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Community prompt #31' })).toHaveAttribute(
      'href',
      '/community-prompts/?id=31',
    );
    const suspension = screen.getByRole('row', { name: /Spam across the site/ });
    expect(within(suspension).getByText('Suspended')).toBeInTheDocument();
    expect(within(suspension).getByText('7 days')).toBeInTheDocument();
    // Who acted, with the account's number (an account since deleted has none).
    expect(within(suspension).getByText('#2')).toBeInTheDocument();
  });

  it('opens the tab and filters the URL names, and keeps the tab in the URL', async () => {
    signInAs('moderator');
    const { where } = renderConsole('/en/admin?tab=feedback&status=handled');
    expect(await screen.findByText('No feedback has been marked handled yet.')).toBeInTheDocument();
    await openTab('Content');
    await waitFor(() => expect(where.location?.search).toBe('?tab=content'));
    // A moderator's link to the log opens the queue instead.
    expect(screen.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the queue', () => {
  it('lists reported items with their reports', async () => {
    signInAs('moderator');
    renderConsole();
    const item = await screen.findByRole('article', { name: 'Comment #21' });
    expect(within(item).getByText('Cheap watches at example.test!')).toBeInTheDocument();
    expect(within(item).getByText('2 open reports')).toBeInTheDocument();
    expect(within(item).getByText('Spam')).toBeInTheDocument();
    expect(within(item).getByText('Same link on every prompt')).toBeInTheDocument();
    expect(within(item).getByText(/Reported by alice/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'spammer' })).toHaveAttribute(
      'href',
      '/en/admin?tab=members&q=spammer&member=10',
    );
    // A prompt's title and text are those kept with its newest report (comments cannot be edited).
    expect(within(item).queryByText(/as they were at the latest report/)).not.toBeInTheDocument();
    const prompt = screen.getByRole('article', { name: 'Insults generator' });
    expect(
      within(prompt).getByText(/^Title and text as they were at the latest report, on .*2026/),
    ).toBeInTheDocument();
  });

  it('deletes an item and suspends its author with one body, and the item leaves the list', async () => {
    signInAs('moderator');
    renderConsole();
    const item = await screen.findByRole('article', { name: 'Comment #21' });
    await user.click(within(item).getByRole('button', { name: 'Delete' }));
    const box = await dialog();
    expect(within(box).getByText('Delete this comment for good?')).toBeInTheDocument();
    await fill(within(box).getByLabelText(/Note to the author/), '  Spam links are not allowed. ');
    await user.click(within(box).getByRole('checkbox', { name: 'Also suspend spammer' }));
    await choose(box, '7 days');
    await fill(within(box).getByLabelText(/Note shown to spammer/), 'Repeated spam');
    await user.click(within(box).getByRole('button', { name: 'Delete for good' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment #21' })).not.toBeInTheDocument());
    expect(adminState.sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/queue/comment/21',
        body: {
          action: 'delete',
          note: 'Spam links are not allowed.',
          suspendAuthor: { duration: '7d', note: 'Repeated spam' },
        },
      },
    ]);
    expect(await screen.findByText('2 reports closed.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Insults generator' })).toBeInTheDocument();
  });

  it('says so when the queue is empty', async () => {
    adminState.queue = [];
    signInAs('moderator');
    renderConsole();
    expect(await screen.findByText('No open reports. Thank you for keeping the community clean.')).toBeInTheDocument();
  });

  it('shows a refusal in the dialog and keeps what was typed', async () => {
    signInAs('moderator');
    renderConsole();
    const item = await screen.findByRole('article', { name: 'Insults generator' });
    await user.click(within(item).getByRole('button', { name: 'Hide' }));
    const box = await dialog();
    await fill(within(box).getByLabelText(/Note to the author/), 'Please keep it civil.');
    adminState.failNextWrite = { status: 403, code: 'FORBIDDEN' };
    await user.click(within(box).getByRole('button', { name: 'Hide' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'This is not allowed: moderators cannot act on other moderators or on admins',
    );
    expect(within(box).getByLabelText(/Note to the author/)).toHaveValue('Please keep it civil.');
    expect(screen.getByRole('article', { name: 'Insults generator' })).toBeInTheDocument();

    adminState.failNextWrite = { status: 404, code: 'NOT_FOUND' };
    await user.click(within(box).getByRole('button', { name: 'Hide' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('This no longer exists');
    expect(within(box).getByLabelText(/Note to the author/)).toHaveValue('Please keep it civil.');
  });
});

describe('content', () => {
  it('searches by author and hides an item with a note', async () => {
    signInAs('moderator');
    const { where } = renderConsole('/en/admin?tab=content');
    await screen.findByRole('article', { name: 'Insults generator' });
    await fill(screen.getByLabelText('Author’s username'), 'rude');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where.location?.search).toBe('?tab=content&author=rude'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Email helper' })).not.toBeInTheDocument());
    const item = screen.getByRole('article', { name: 'Insults generator' });
    await user.click(within(item).getByRole('button', { name: 'Unhide' }));
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Show again' }));
    await waitFor(() => expect(within(item).getByRole('button', { name: 'Hide' })).toBeInTheDocument());
    expect(adminState.sent).toEqual([
      { method: 'POST', path: '/api/admin/content/prompt/31/unhide', body: { note: null } },
    ]);
  });

  it('refuses an author that cannot be a username before asking', async () => {
    signInAs('moderator');
    const { where } = renderConsole('/en/admin?tab=content');
    await fill(await screen.findByLabelText('Author’s username'), 'not a name');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A username has only letters, digits');
    expect(where.location?.search).toBe('?tab=content');
  });
});

describe('members', () => {
  it('suspends a member for the chosen time with a note', async () => {
    signInAs('moderator');
    renderConsole('/en/admin?tab=members&member=10');
    const panel = await screen.findByRole('region', { name: 'spammer' });
    await user.click(await within(panel).findByRole('button', { name: 'Suspend' }));
    const box = await dialog();
    await choose(box, 'Until lifted');
    await fill(within(box).getByLabelText(/Note shown to spammer/), 'Spam across the site');
    await user.click(within(box).getByRole('button', { name: 'Suspend' }));
    expect(await within(panel).findByText('Suspended until lifted')).toBeInTheDocument();
    expect(adminState.sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/members/10/suspend',
        body: { duration: 'indefinite', note: 'Spam across the site' },
      },
    ]);
    expect(within(panel).getByRole('button', { name: 'Lift the suspension' })).toBeInTheDocument();
  });

  it('lets an admin delete an account after typing their password', async () => {
    signInAs('admin');
    renderConsole('/en/admin?tab=members&member=10');
    const panel = await screen.findByRole('region', { name: 'spammer' });
    await user.click(await within(panel).findByRole('button', { name: 'Delete account' }));
    const box = await dialog();
    await fill(within(box).getByLabelText('Your password, to confirm'), 'wrong');
    await user.click(within(box).getByRole('button', { name: 'Delete the account' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('Your password is not correct.');
    await user.clear(within(box).getByLabelText('Your password, to confirm'));
    await fill(within(box).getByLabelText('Your password, to confirm'), 'promptdeck-admin');
    await user.click(within(box).getByRole('button', { name: 'Delete the account' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'spammer' })).not.toBeInTheDocument());
    expect(adminState.members.some((member) => member.id === 10)).toBe(false);
  });
});

describe('feedback', () => {
  it('lists the inbox and moves a message to handled', async () => {
    signInAs('moderator');
    renderConsole('/en/admin?tab=feedback');
    const message = await screen.findByRole('article', { name: /From alice/ });
    expect(within(message).getByText('Deutsch')).toBeInTheDocument();
    expect(within(message).getByText('Mozilla/5.0 (X11; Linux x86_64)')).toBeInTheDocument();
    await user.click(within(message).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: /From alice/ })).not.toBeInTheDocument());
    expect(adminState.sent).toEqual([
      { method: 'POST', path: '/api/admin/feedback/2/handled', body: { handled: true } },
    ]);

    await choose(document.body, 'Handled');
    const handled = await screen.findByRole('article', { name: /From alice/ });
    expect(within(handled).getByText(/By moderator on/)).toBeInTheDocument();
    expect(within(handled).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });
});
