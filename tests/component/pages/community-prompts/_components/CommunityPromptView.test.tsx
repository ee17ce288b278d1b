import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import CommunityPage from '@site/src/pages/community-prompts/_components/CommunityPage';
import { rememberListView } from '@site/src/pages/community-prompts/_utils/listMemory';
import { fail, server, installMockApi } from '../../../support/apiMock';
import { community, communityHandlers, communityPrompt, resetCommunity } from '../../../support/mockCommunity';
import { commentHandlers, commentStore, resetComments, seedComment } from '../../../support/mockComments';
import { fill, renderLive } from '../../../support/render';

installMockApi();
beforeEach(() => {
  resetCommunity();
  resetComments();
  server.use(...communityHandlers, ...commentHandlers);
  rememberListView('');
});

const page = <CommunityPage title="Community prompts" description="Prompts shared by members." />;
const shownText = () => screen.getByTestId('prompt-text').textContent;

describe("a community prompt's own page", () => {
  it('shows the prompt with author, date and notes, and fills its placeholders into the copied text', async () => {
    community.prompts = [
      communityPrompt(7, {
        title: 'Travel day planner',
        remark: 'Travel guide',
        description: 'Plan one day in {{city}} for someone who likes {{interests}}. Enjoy {{city}}!',
        notes: 'Ask for a rainy-day plan too.',
        author: { username: 'lin' },
        createdAt: '2026-10-20T10:00:00.000Z',
      }),
    ];
    const user = userEvent.setup();
    renderLive(page, { route: '/community-prompts/?id=7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel day planner' })).toBeInTheDocument();
    expect(screen.getByText('Travel guide')).toBeInTheDocument();
    expect(screen.getByText('by lin')).toBeInTheDocument();
    expect(screen.getByText('October 20, 2026')).toHaveAttribute('datetime', '2026-10-20T10:00:00.000Z');
    expect(screen.getByText('Ask for a rainy-day plan too.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Community prompts' })).toHaveAttribute('href', '/community-prompts');

    // One field per distinct placeholder, labelled as curated pages label them.
    const form = screen.getByText('Fill in the blanks: the copied text will contain your words.').closest('form')!;
    expect(within(form).getAllByRole('textbox')).toHaveLength(2);
    await fill(within(form).getByLabelText('city'), 'Lisbon');
    expect(shownText()).toBe('Plan one day in Lisbon for someone who likes {{interests}}. Enjoy Lisbon!');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(
      'Plan one day in Lisbon for someone who likes {{interests}}. Enjoy Lisbon!',
    );
  });

  it("keeps the author's own votes inactive, saying why", async () => {
    community.prompts = [communityPrompt(7, { title: 'My haiku', score: 3, ups: 3, downs: 0, mine: true })];
    renderLive(page, { route: '/community-prompts/?id=7' });
    const votes = await screen.findByRole('group', { name: 'Votes' });
    expect(within(votes).getByText('3')).toBeInTheDocument();
    for (const name of ['Vote up', 'Vote down']) {
      const button = within(votes).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('You can’t vote on your own prompt.');
    }
  });

  it('treats {{constructor}} like any other placeholder: shown, filled, copied and opened in chat', async () => {
    community.prompts = [
      communityPrompt(8, {
        title: 'Proto',
        description: 'Hello {{constructor}}, meet {{ constructor }} and {{topic}}.',
      }),
    ];
    const user = userEvent.setup();
    renderLive(page, { route: '/community-prompts/?id=8' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Proto' })).toBeInTheDocument();
    expect(shownText()).toBe('Hello {{constructor}}, meet {{ constructor }} and {{topic}}.');

    const field = screen.getByLabelText('constructor');
    expect(field).toHaveValue('');
    await fill(field, 'Ada');
    expect(shownText()).toBe('Hello Ada, meet Ada and {{topic}}.');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Hello Ada, meet Ada and {{topic}}.');
    await user.click(screen.getByRole('button', { name: /Open in chat/ }));
    const hrefs = screen.getAllByRole('menuitem').map((item) => item.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.includes(encodeURIComponent('Hello Ada, meet Ada')))).toBe(true);
  });

  it('has votes and a star from the prompt itself, open in chat, and its comment thread', async () => {
    community.prompts = [
      communityPrompt(7, {
        title: 'Haiku',
        score: 4,
        ups: 5,
        downs: 1,
        myVote: 1,
        description: 'A haiku about {{topic}}',
      }),
    ];
    seedComment({ kind: 'community', ref: 7, author: 'ada', text: 'Lovely with autumn as the topic.' });
    seedComment({ kind: 'community', ref: 99, author: 'ada', text: 'Another prompt entirely.' });
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) =>
      void asked.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', record);
    renderLive(page, { route: '/community-prompts/?id=7' });
    const votes = await screen.findByRole('group', { name: 'Votes' });
    expect(within(votes).getByRole('button', { name: 'Vote up' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(votes).getByTestId('vote-score')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /Open in chat/ })).toBeInTheDocument();
    expect(await screen.findByText('Lovely with autumn as the topic.')).toBeInTheDocument();
    expect(screen.queryByText('Another prompt entirely.')).not.toBeInTheDocument();
    // Votes and star came with the prompt: nothing asked for them separately.
    server.events.removeListener('request:start', record);
    expect(asked.filter((request) => /votes|favorites/.test(request))).toEqual([]);
    expect(commentStore.requests).toEqual(['GET list community/7']);
  });

  it('links back to the list view the reader came from', async () => {
    community.prompts = [communityPrompt(3)];
    rememberListView('?q=shared&sort=votes&page=2');
    renderLive(page, { route: '/community-prompts/?id=3' });
    expect(await screen.findByRole('link', { name: '← Community prompts' })).toHaveAttribute(
      'href',
      '/community-prompts?q=shared&sort=votes&page=2',
    );
  });

  it('says clearly when the prompt does not exist or is no longer shared', async () => {
    community.prompts = [communityPrompt(3)];
    community.gone.add(3);
    renderLive(page, { route: '/community-prompts/?id=3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prompt not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This prompt does not exist, was deleted, or is no longer shared by its author.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all community prompts' })).toHaveAttribute(
      'href',
      '/community-prompts',
    );
  });

  it('says the prompt is unavailable when the API is down, and tries again', async () => {
    community.prompts = [communityPrompt(3, { title: 'Back again' })];
    let down = true;
    // While down, the mock answers 503; then it falls through to the community handlers.
    server.use(http.get('*/api/community/prompts/:id', () => (down ? fail(503, 'SERVICE_UNAVAILABLE') : undefined)));
    renderLive(page, { route: '/community-prompts/?id=3' });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'This community prompt is unavailable right now.',
    );
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back again' })).toBeInTheDocument();
  });

  it('shows the list on the same page without an id', async () => {
    community.prompts = [communityPrompt(1)];
    renderLive(page, { route: '/community-prompts' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Community prompts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Shared prompt 1' })).toBeInTheDocument());
  });
});
