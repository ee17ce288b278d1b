import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import CommentThread from '@site/src/components/CommentThread';
import { fail, server, signInDemo, installMockApi } from '../support/apiMock';
import { commentHandlers, commentStore, resetComments, seedComment } from '../support/mockComments';
import { fill, renderLive } from '../support/render';

installMockApi();
beforeEach(() => {
  resetComments();
  server.use(...commentHandlers);
});

const renderThread = () => renderLive(<CommentThread kind="curated" id={42} />, { route: '/prompt/42?lang=en' });
const texts = () => Array.from(document.querySelectorAll('[class*="text"]'), (node) => node.textContent);
const commentField = () => screen.getByLabelText('Your comment');
const postRequests = () => commentStore.requests.filter((request) => request.startsWith('POST'));

describe('comment thread', () => {
  it('shows a visitor the comments, newest first, and a sign-in link that comes back here', async () => {
    seedComment({ author: 'ada', text: 'Older thought' }, 120);
    seedComment({ author: 'lin', text: 'Newer thought' }, 5);
    seedComment({ author: 'ada', text: 'On another prompt', ref: 7 }, 1);
    renderThread();
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(texts()).toEqual(['Newer thought', 'Older thought']);
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/user/auth?redirect=%2Fprompt%2F42%3Flang%3Den',
    );
    expect(screen.queryByLabelText('Your comment')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    const newest = screen.getByText('Newer thought').closest('article')!;
    expect(within(newest).getByText('lin')).toBeInTheDocument();
    expect(newest.querySelector('time')).toHaveAttribute('dateTime', commentStore.comments[1]!.createdAt);
    expect(newest.querySelector('time')).toHaveTextContent('5 minutes ago');
  });

  it('says when there are no comments yet', async () => {
    renderThread();
    expect(await screen.findByText('No comments yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
  });

  it('loads older comments on demand', async () => {
    for (let i = 1; i <= 25; i += 1) seedComment({ author: 'ada', text: `Comment number ${i}` }, 100 - i);
    renderThread();
    await waitFor(() => expect(texts()).toHaveLength(20));
    expect(texts()[0]).toBe('Comment number 25');
    await userEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    await waitFor(() => expect(texts()).toHaveLength(25));
    expect(texts().at(-1)).toBe('Comment number 1');
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
  });

  it('shows each thread with its first replies, and the rest on demand', async () => {
    const top = seedComment({ author: 'ada', text: 'Top comment' }, 100);
    const first = seedComment({ author: 'lin', text: 'Reply 1', parentId: top.id }, 90);
    for (let i = 2; i <= 5; i += 1)
      seedComment({ author: 'bo', text: `Reply ${i}`, parentId: i === 3 ? first.id : top.id }, 90 - i);
    renderThread();
    expect(await screen.findByText('Reply 3')).toBeInTheDocument();
    expect(screen.queryByText('Reply 4')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (6)' })).toBeInTheDocument();
    // Reply 3 answers Reply 1 (by lin): it says so.
    expect(screen.getByText('Reply 3').closest('article')).toHaveTextContent('in reply to @lin');
    await userEvent.click(screen.getByRole('button', { name: 'More replies (2)' }));
    expect(await screen.findByText('Reply 5')).toBeInTheDocument();
    expect(texts()).toEqual(['Top comment', 'Reply 1', 'Reply 2', 'Reply 3', 'Reply 4', 'Reply 5']);
    expect(screen.queryByRole('button', { name: /More replies/ })).not.toBeInTheDocument();
  });

  it('posts a comment: required message, a counter of characters as people see them, over the limit refused', async () => {
    seedComment({ author: 'ada', text: 'Already here' }, 30);
    signInDemo();
    renderThread();
    await screen.findByText('Already here');
    await userEvent.click(await screen.findByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Please enter your comment.')).toBeInTheDocument();
    expect(postRequests()).toHaveLength(0);

    // A family emoji (5 code points), a flag, a combining accent and CJK: 6 characters to a reader.
    await fill(commentField(), '👨‍👩‍👧🇯🇵e\u0301中文!');
    expect(await screen.findByText('1,994 characters left')).toBeInTheDocument();

    await fill(commentField(), '😀'.repeat(1995));
    expect(await screen.findAllByText('1 character over the limit')).not.toHaveLength(0);
    expect(await screen.findByText('A comment has at most 2,000 characters.')).toBeInTheDocument();
    expect(commentField()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(postRequests()).toHaveLength(0);

    await userEvent.clear(commentField());
    await fill(commentField(), 'Two lines\nwith 🎉');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment posted.')).toBeInTheDocument();
    await waitFor(() => expect(texts()).toEqual(['Two lines\nwith 🎉', 'Already here']));
    expect(commentField()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    const mine = screen.getByText('Two lines with 🎉').closest('article')!;
    expect(within(mine).getByText('demo')).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete my comment' })).toBeInTheDocument();
    expect(commentStore.comments.at(-1)).toMatchObject({ author: 'demo', text: 'Two lines\nwith 🎉', parentId: null });
  });

  it('replies to a comment and to a reply; the reply form asks for text', async () => {
    const top = seedComment({ author: 'ada', text: 'Question?' }, 30);
    seedComment({ author: 'lin', text: 'An answer', parentId: top.id }, 20);
    signInDemo();
    renderThread();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to ada' }));
    const field = await screen.findByLabelText('Your reply to ada');
    expect(field).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Please enter your reply.')).toBeInTheDocument();
    await fill(field, 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Reply posted.')).toBeInTheDocument();
    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply to ada')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply to ada' })).toHaveFocus();
    expect(commentStore.comments.at(-1)).toMatchObject({ text: 'Thanks!', parentId: top.id, rootId: top.id });

    await userEvent.click(screen.getByRole('button', { name: 'Reply to lin' }));
    await fill(await screen.findByLabelText('Your reply to lin'), 'To the answer');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('To the answer')).toBeInTheDocument();
    const answer = commentStore.comments.find((c) => c.text === 'An answer')!;
    expect(commentStore.comments.at(-1)).toMatchObject({ text: 'To the answer', parentId: answer.id, rootId: top.id });
    expect(screen.getByText('To the answer').closest('article')).toHaveTextContent('in reply to @lin');
    expect(texts()).toEqual(['Question?', 'An answer', 'Thanks!', 'To the answer']);
    expect(screen.getByRole('heading', { name: 'Comments (4)' })).toBeInTheDocument();
  });

  it('deletes my own comment after a confirmation; one with replies stays as a placeholder', async () => {
    seedComment({ author: 'demo', text: 'Lonely remark' }, 50);
    const answered = seedComment({ author: 'demo', text: 'Answered remark' }, 40);
    seedComment({ author: 'ada', text: 'An answer to demo', parentId: answered.id }, 30);
    seedComment({ author: 'ada', text: 'Not mine' }, 10);
    signInDemo();
    renderThread();
    await screen.findByText('Not mine');
    expect(
      within(screen.getByText('Not mine').closest('article')!).queryByRole('button', { name: 'Delete my comment' }),
    ).not.toBeInTheDocument();

    await userEvent.click(
      within(screen.getByText('Lonely remark').closest('article')!).getByRole('button', { name: 'Delete my comment' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this comment?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(commentStore.comments).toHaveLength(4);

    await userEvent.click(
      within(screen.getByText('Lonely remark').closest('article')!).getByRole('button', { name: 'Delete my comment' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Comment deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Lonely remark')).not.toBeInTheDocument());

    await userEvent.click(
      within(screen.getByText('Answered remark').closest('article')!).getByRole('button', {
        name: 'Delete my comment',
      }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const placeholder = (await screen.findByText('This comment was deleted.')).closest('article')!;
    expect(within(placeholder).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('Answered remark')).not.toBeInTheDocument();
    expect(screen.getByText('An answer to demo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: /^Reply to/ }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Reply to ada', 'Reply to ada']);
  });

  it('keeps the text and says so when posting fails', async () => {
    signInDemo();
    renderThread();
    await fill(await screen.findByLabelText('Your comment'), 'Worth keeping 🙂');
    server.use(http.post('*/api/comments/:kind/:ref', () => fail(500, 'INTERNAL')));
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Submission failed, please try again later.');
    expect(commentField()).toHaveValue('Worth keeping 🙂');

    server.use(...commentHandlers);
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment posted.')).toBeInTheDocument();
    expect(commentField()).toHaveValue('');
  });

  it('keeps a half-written comment for after signing in again', async () => {
    signInDemo();
    const first = renderThread();
    await fill(await screen.findByLabelText('Your comment'), 'Draft in progress');
    first.unmount();
    renderThread();
    expect(await screen.findByLabelText('Your comment')).toHaveValue('Draft in progress');
    window.sessionStorage.clear();
  });

  it('renders markup-looking text as text and only http(s) addresses as links', async () => {
    const hostile =
      '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> javascript:alert(1) see https://example.com/a?b=1. <b>bold</b>';
    seedComment({ author: 'ada', text: hostile }, 5);
    const { container } = renderThread();
    const text = await screen.findByText(
      (_content, node) => node?.className.includes('text') === true && node.textContent === hostile,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    const links = within(text).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(links[0]).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('says comments are unavailable when they cannot be read, and tries again', async () => {
    server.use(http.get('*/api/comments/:kind/:ref', () => HttpResponse.error()));
    renderThread();
    expect(await screen.findByText('Comments are unavailable right now.')).toBeInTheDocument();
    seedComment({ author: 'ada', text: 'Back again' }, 5);
    server.use(...commentHandlers);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
