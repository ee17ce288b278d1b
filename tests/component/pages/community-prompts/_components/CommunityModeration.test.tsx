/** Reports and hidden prompts on a community prompt's page and on its card. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CommunityPage from '@site/src/pages/community-prompts/_components/CommunityPage';
import CommunityTabs from '@site/src/pages/community-prompts/_components/CommunityTabs';
import { rememberListView } from '@site/src/pages/community-prompts/_utils/listMemory';
import { getSessionSnapshot } from '@site/src/api/runtime/sessionStore';
import { installMockApi, server, signInDemo } from '../../../support/apiMock';
import { community, communityHandlers, communityPrompt, resetCommunity } from '../../../support/mockCommunity';
import { commentHandlers, resetComments } from '../../../support/mockComments';
import { moderationHandlers, moderationStore, resetModeration } from '../../../support/mockModeration';
import { fill, renderLive } from '../../../support/render';

installMockApi();
beforeEach(() => {
  resetCommunity();
  resetComments();
  resetModeration();
  server.use(...communityHandlers, ...commentHandlers, ...moderationHandlers);
  rememberListView('');
});

const page = <CommunityPage title="Community prompts" description="Prompts shared by members." />;
const hiddenState = { at: '2026-11-25T10:00:00.000Z', note: 'Please remove the phone number.' };

describe('community prompts: moderation', () => {
  it("reports someone else's prompt from its page", async () => {
    community.prompts = [communityPrompt(7, { title: 'Cheap watches' })];
    signInDemo();
    renderLive(page, { route: '/community-prompts/?id=7' });
    await screen.findByRole('heading', { level: 1, name: 'Cheap watches' });
    await waitFor(() => expect(getSessionSnapshot().status).toBe('signedIn'));
    await userEvent.click(screen.getByRole('button', { name: 'Report this prompt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this prompt' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await fill(within(dialog).getByLabelText('Note (optional)'), 'Copied from another site.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. A moderator will review it.')).toBeInTheDocument();
    expect(moderationStore.reports).toEqual([
      { kind: 'prompt', id: 7, reason: 'other', note: 'Copied from another site.', reporter: 'demo' },
    ]);
  });

  it('shows the author their hidden prompt with the notice and the note, and no Report button', async () => {
    community.prompts = [communityPrompt(7, { title: 'My prompt', mine: true, hidden: hiddenState })];
    signInDemo();
    renderLive(page, { route: '/community-prompts/?id=7' });
    await screen.findByRole('heading', { level: 1, name: 'My prompt' });
    expect(screen.getByText('Hidden by a moderator')).toBeInTheDocument();
    expect(
      screen.getByText('Only you and the moderators can see this prompt now: it no longer appears in the community.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Note from the moderators: Please remove the phone number.')).toBeInTheDocument();
    await waitFor(() => expect(getSessionSnapshot().status).toBe('signedIn'));
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('sends a visitor who wants to report a prompt to sign in and back', async () => {
    community.prompts = [communityPrompt(7, { title: 'Cheap watches' })];
    const { where } = renderLive(page, { route: '/community-prompts/?id=7' });
    await screen.findByRole('heading', { level: 1, name: 'Cheap watches' });
    await waitFor(() => expect(getSessionSnapshot().status).toBe('signedOut'));
    await userEvent.click(screen.getByRole('button', { name: 'Report this prompt' }));
    expect(where.location?.pathname).toBe('/user/auth');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts a Report flag on the cards of other members and a "hidden" label on my hidden card', async () => {
    community.prompts = [
      communityPrompt(1, { title: 'Theirs' }),
      communityPrompt(2, { title: 'Mine and hidden', mine: true, hidden: hiddenState }),
    ];
    signInDemo();
    renderLive(<CommunityTabs />, { route: '/community-prompts' });
    const theirs = await screen.findByRole('article', { name: 'Theirs' });
    const mine = screen.getByRole('article', { name: 'Mine and hidden' });
    await waitFor(() => expect(getSessionSnapshot().status).toBe('signedIn'));
    expect(within(theirs).getByRole('button', { name: 'Report “Theirs”' })).toBeInTheDocument();
    expect(within(theirs).queryByText('Hidden by a moderator')).not.toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(within(mine).getByText('Hidden by a moderator')).toBeInTheDocument();

    await userEvent.click(within(theirs).getByRole('button', { name: 'Report “Theirs”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this prompt' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByText('Thank you. A moderator will review it.');
    expect(moderationStore.reports).toMatchObject([{ kind: 'prompt', id: 1, reason: 'spam' }]);
  });
});
