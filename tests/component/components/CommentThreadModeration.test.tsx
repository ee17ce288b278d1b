/** What members meet of moderation in a comment thread: deleted members, hidden comments, reports, spam rules. */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import CommentThread from '@site/src/components/CommentThread';
import { getSessionSnapshot } from '@site/src/api/runtime/sessionStore';
import { fail, installMockApi, server, signInDemo } from '../support/apiMock';
import { commentHandlers, resetComments, seedComment } from '../support/mockComments';
import { linksNotAllowedAnswer, moderationHandlers, moderationStore, resetModeration } from '../support/mockModeration';
import { fill, renderLive } from '../support/render';

installMockApi();
beforeEach(() => {
  resetComments();
  resetModeration();
  server.use(...commentHandlers, ...moderationHandlers);
});

const renderThread = () => renderLive(<CommentThread kind="curated" id={42} />, { route: '/en/prompt/42' });
const articleOf = async (text: string) => (await screen.findByText(text)).closest('article')!;

describe('comment thread: moderation', () => {
  it('shows a comment whose author deleted their account as by "a deleted member", with no name', async () => {
    const kept = seedComment({ author: 'gone', text: 'Still useful advice', authorDeleted: true }, 30);
    seedComment({ author: 'ada', text: 'Thanks for this', parentId: kept.id }, 20);
    signInDemo();
    renderThread();
    const article = await articleOf('Still useful advice');
    expect(within(article).getByText('a deleted member')).toBeInTheDocument();
    expect(within(article).queryByText('gone')).not.toBeInTheDocument();
    expect(within(article).queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(article).getByRole('button', { name: 'Reply to the comment of a deleted member' }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Report the comment of a deleted member' })).toBeInTheDocument();
    // The reply under it does not name whom it answers.
    expect(await articleOf('Thanks for this')).not.toHaveTextContent('in reply to');
  });

  it('shows its author a hidden comment with the notice and the moderators’ note', async () => {
    seedComment({
      author: 'demo',
      text: 'My hidden words',
      hidden: { at: '2026-11-25T10:00:00.000Z', note: 'Off topic.' },
    });
    seedComment({ author: 'demo', text: 'My visible words' }, 10);
    signInDemo();
    renderThread();
    const hidden = await articleOf('My hidden words');
    expect(await within(hidden).findByText('Hidden by a moderator')).toBeInTheDocument();
    expect(within(hidden).getByText('Only you and the moderators can see this comment now.')).toBeInTheDocument();
    expect(within(hidden).getByText('Note from the moderators: Off topic.')).toBeInTheDocument();
    expect(within(hidden).queryByRole('alert')).not.toBeInTheDocument();
    expect(await articleOf('My visible words')).not.toHaveTextContent('Hidden by a moderator');
  });

  it('offers Report on other members’ comments only, and sends the report of the one chosen', async () => {
    seedComment({ author: 'demo', text: 'Mine' }, 30);
    const theirs = seedComment({ author: 'ada', text: 'Buy cheap pills' }, 20);
    signInDemo();
    renderThread();
    expect(within(await articleOf('Mine')).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    await userEvent.click(
      within(await articleOf('Buy cheap pills')).getByRole('button', { name: 'Report the comment by ada' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. A moderator will review it.')).toBeInTheDocument();
    expect(moderationStore.reports).toEqual([
      { kind: 'comment', id: theirs.id, reason: 'spam', note: null, reporter: 'demo' },
    ]);
  });

  it('leaves Report out for visitors, as it leaves out Reply', async () => {
    seedComment({ author: 'ada', text: 'Public words' });
    renderThread();
    await articleOf('Public words');
    await waitFor(() => expect(getSessionSnapshot().status).toBe('signedOut'));
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });

  it('says when a new account may post links, on the field, and keeps the text', async () => {
    const inFiveHours = new Date(Date.now() + 5 * 3_600_000 - 60_000).toISOString();
    server.use(http.post('*/api/comments/:kind/:ref', () => linksNotAllowedAnswer(inFiveHours)));
    signInDemo();
    renderThread();
    await fill(await screen.findByLabelText('Your comment'), 'See https://example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    // On the field, and said aloud once.
    expect(
      await screen.findAllByText('New accounts cannot post links yet. You can post links in 5 hours.'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Your comment')).toHaveValue('See https://example.test');
  });

  it('says so when the same text was just posted on several items', async () => {
    server.use(http.post('*/api/comments/:kind/:ref', () => fail(429, 'REPEATED_TEXT')));
    signInDemo();
    renderThread();
    await fill(await screen.findByLabelText('Your comment'), 'Great prompt!');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You posted the same text on several items a moment ago. Please write something specific to this one.',
    );
  });
});
