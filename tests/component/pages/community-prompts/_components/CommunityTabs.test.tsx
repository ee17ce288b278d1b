import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useHistory } from 'react-router-dom';
import type { History } from 'history';
import CommunityTabs from '@site/src/pages/community-prompts/_components/CommunityTabs';
import { LIMITS } from '@site/src/api/limits';
import { fail, server, signInDemo, installMockApi } from '../../../support/apiMock';
import { community, communityHandlers, communityPrompt, resetCommunity } from '../../../support/mockCommunity';
import { fill, renderLive } from '../../../support/render';

installMockApi();
beforeEach(() => {
  resetCommunity();
  server.use(...communityHandlers);
});

// Card headings (a plain selector: role queries over forty cards are slow in jsdom).
const cardTitles = () => Array.from(document.querySelectorAll('article h2'), (heading) => heading.textContent);
const share = (count: number) => {
  community.prompts = Array.from({ length: count }, (_, i) => communityPrompt(i + 1));
};

describe('the community tab', () => {
  it('lists shared prompts newest first as cards with role, preview, author, comments and a link to their page', async () => {
    community.prompts = [
      communityPrompt(1),
      communityPrompt(2, {
        title: 'Socratic tutor',
        remark: 'Tutor',
        description: 'Ask me one question at a time.',
        commentCount: 3,
      }),
    ];
    renderLive(<CommunityTabs />, { route: '/community-prompts' });
    await waitFor(() => expect(cardTitles()).toEqual(['Socratic tutor', 'Shared prompt 1']));
    const card = screen.getByRole('article', { name: 'Socratic tutor' });
    expect(within(card).getByRole('link', { name: 'Socratic tutor' })).toHaveAttribute(
      'href',
      '/community-prompts/?id=2',
    );
    expect(within(card).getByText('Tutor')).toBeInTheDocument();
    expect(within(card).getByText('Ask me one question at a time.')).toBeInTheDocument();
    expect(within(card).getByText('by ada')).toBeInTheDocument();
    expect(within(card).getByText('Comments: 3')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Open in chat/ })).toBeInTheDocument();
  });

  it('shows the start of a long text and copies or opens the whole of it, asked once from the prompt', async () => {
    const whole = `${'Plan the week. '.repeat(40)}The end.`;
    community.prompts = [communityPrompt(1, { title: 'Long one', description: whole })];
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    const user = userEvent.setup();
    renderLive(<CommunityTabs />, { route: '/community-prompts' });
    await waitFor(() => expect(cardTitles()).toEqual(['Long one']));
    const card = screen.getByRole('article', { name: 'Long one' });
    const preview = `${Array.from(whole).slice(0, LIMITS.LIST_PREVIEW_CODE_POINTS).join('')}…`;
    expect(
      within(card).getByText((_, element) => element?.tagName === 'P' && element.textContent === preview),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Copied' })).toBeInTheDocument());
    expect(await navigator.clipboard.readText()).toBe(whole);
    await user.click(within(card).getByRole('button', { name: /Open in chat/ }));
    const chatgpt = await within(card).findByRole('menuitem', { name: /^ChatGPT/ });
    expect(decodeURIComponent(chatgpt.getAttribute('href') ?? '')).toContain('The end.');
    server.events.removeListener('request:start', record);
    expect(asked.filter((path) => path === '/api/community/prompts/1')).toHaveLength(1);
  });

  it("starts each card's votes and star from the list, asking nothing more per card", async () => {
    community.prompts = [
      communityPrompt(1, { score: 2, ups: 3, downs: 1, myVote: -1 }),
      communityPrompt(2, { score: 7, ups: 7 }),
    ];
    signInDemo();
    community.favorites = [{ kind: 'community', ref: 2, createdAt: '2026-11-01T00:00:00.000Z' }];
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    renderLive(<CommunityTabs />, { route: '/community-prompts' });
    await waitFor(() => expect(cardTitles()).toHaveLength(2));
    const first = screen.getByRole('article', { name: 'Shared prompt 1' });
    const second = screen.getByRole('article', { name: 'Shared prompt 2' });
    expect(within(first).getByTestId('vote-score')).toHaveTextContent('2');
    expect(within(first).getByRole('button', { name: 'Vote down' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(second).getByTestId('vote-score')).toHaveTextContent('7');
    await waitFor(() =>
      expect(within(second).getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(first).getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
    server.events.removeListener('request:start', record);
    expect(asked.filter((path) => /votes|favorites/.test(path))).toEqual([]);
  });

  it('reads tab, search, sort and page from the URL and writes changes back', async () => {
    share(45);
    community.prompts[2]!.title = 'Tutor three';
    const { where } = renderLive(<CommunityTabs />, { route: '/community-prompts?sort=votes&page=2' });
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(community.listRequests).toContain('?sort=votes&page=2');
    expect(screen.getByRole('button', { name: 'Most voted' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/community-prompts?sort=votes&page=3',
    );

    await userEvent.click(screen.getByRole('link', { name: 'Next ›' }));
    await waitFor(() => expect(where.location?.search).toBe('?sort=votes&page=3'));
    await waitFor(() => expect(cardTitles()).toHaveLength(5));
    expect(screen.queryByRole('link', { name: 'Next ›' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Newest' }));
    await waitFor(() => expect(where.location?.search).toBe(''));
    await waitFor(() => expect(cardTitles()[0]).toBe('Shared prompt 45'));

    await fill(screen.getByRole('searchbox', { name: 'Search community prompts' }), 'three');
    await waitFor(() => expect(where.location?.search).toBe('?q=three'));
    await waitFor(() => expect(cardTitles()).toEqual(['Tutor three']));

    await userEvent.click(screen.getByRole('tab', { name: 'My favorites' }));
    await waitFor(() => expect(where.location?.search).toBe('?tab=favorites'));
    expect(screen.getByRole('tab', { name: 'My favorites' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('My favorites');
  });

  it('moves between tabs with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    const { where } = renderLive(<CommunityTabs />, { route: '/community-prompts' });
    const community = await screen.findByRole('tab', { name: 'Community' });
    expect(screen.getByRole('tab', { name: 'My prompts' })).toHaveAttribute('tabindex', '-1');
    community.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My prompts' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'My favorites' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(community).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    await waitFor(() => expect(where.location?.search).toBe('?tab=favorites'));
    expect(screen.getByRole('tab', { name: 'My favorites' })).toHaveAttribute('tabindex', '0');
  });

  it('adds a history entry per tab, order or page, but not per search: Back returns to the previous view', async () => {
    share(25);
    let history: History | undefined;
    function GrabHistory() {
      history = useHistory();
      return null;
    }
    const { where } = renderLive(
      <>
        <CommunityTabs />
        <GrabHistory />
      </>,
      { route: '/community-prompts' },
    );
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(where.location?.search).toBe('?page=2'));
    await fill(screen.getByRole('searchbox', { name: 'Search community prompts' }), 'prompt 1');
    await waitFor(() => expect(where.location?.search).toBe('?q=prompt+1'));
    await userEvent.click(screen.getByRole('tab', { name: 'My favorites' }));
    await waitFor(() => expect(where.location?.search).toBe('?tab=favorites'));
    await userEvent.click(screen.getByRole('tab', { name: 'My prompts' }));
    await waitFor(() => expect(where.location?.search).toBe('?tab=mine'));

    act(() => history!.goBack());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'My favorites' })).toHaveAttribute('aria-selected', 'true'),
    );
    act(() => history!.goBack());
    // The search replaced page 2's entry: one Back lands on the search, with its text in the field.
    await waitFor(() => expect(where.location?.search).toBe('?q=prompt+1'));
    expect(await screen.findByRole('searchbox', { name: 'Search community prompts' })).toHaveValue('prompt 1');
    act(() => history!.goBack());
    await waitFor(() => expect(where.location?.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search community prompts' })).toHaveValue(''));
  });

  it('fills the search field from a shared address', async () => {
    community.prompts = [communityPrompt(1, { title: 'Travel day planner' }), communityPrompt(2)];
    renderLive(<CommunityTabs />, { route: '/community-prompts?q=travel' });
    await waitFor(() => expect(cardTitles()).toEqual(['Travel day planner']));
    expect(screen.getByRole('searchbox', { name: 'Search community prompts' })).toHaveValue('travel');
    expect(community.listRequests).toEqual(['?q=travel&sort=newest&page=1']);
  });

  it('asks the server once typing pauses, keeping the field and its focus while results load', async () => {
    share(3);
    const user = userEvent.setup();
    renderLive(<CommunityTabs />, { route: '/community-prompts' });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    const field = screen.getByRole('searchbox', { name: 'Search community prompts' });
    await user.click(field);
    await user.keyboard('prompt 2');
    await waitFor(() => expect(community.listRequests.at(-1)).toBe('?q=prompt+2&sort=newest&page=1'));
    await waitFor(() => expect(cardTitles()).toEqual(['Shared prompt 2']));
    // One request for the empty list and one for the whole word: none per key.
    expect(community.listRequests).toHaveLength(2);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('prompt 2');
  });

  it('numbers the first ten pages, then shows more through the cursor', async () => {
    share(225);
    renderLive(<CommunityTabs />, { route: '/community-prompts?page=10' });
    await waitFor(() => expect(cardTitles()).toHaveLength(20));
    expect(screen.queryByRole('link', { name: 'Next ›' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Page 11' })).not.toBeInTheDocument();
    expect(cardTitles()[0]).toBe('Shared prompt 45');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(40));
    expect(community.listRequests.at(-1)).toBe('?sort=newest&cursor=o200');
    expect(cardTitles().at(-1)).toBe('Shared prompt 6');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    // Forty cards with their live parts take a while in jsdom.
  }, 45_000);

  it('says when nobody has shared anything yet, and when a search finds nothing', async () => {
    const { where } = renderLive(<CommunityTabs />, { route: '/community-prompts' });
    expect(await screen.findByText('Nobody has shared a prompt yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share one of yours' }));
    await waitFor(() => expect(where.location?.search).toBe('?tab=mine'));

    share(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Community' }));
    await fill(await screen.findByRole('searchbox', { name: 'Search community prompts' }), 'zebra');
    expect(await screen.findByText('No prompts match “zebra”.')).toBeInTheDocument();
  });

  it('says the list is unavailable when the API is down, and tries again', async () => {
    share(1);
    let down = true;
    // While down, the mock answers 503; then it falls through to the community handlers.
    server.use(http.get('*/api/community/prompts', () => (down ? fail(503, 'SERVICE_UNAVAILABLE') : undefined)));
    renderLive(<CommunityTabs />, { route: '/community-prompts' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Community prompts are unavailable right now.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Shared prompt 1']));
  });
});

describe('the personal tabs', () => {
  it('ask a visitor to sign in and come back to the same tab', async () => {
    renderLive(<CommunityTabs />, { route: '/community-prompts?tab=mine' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/auth?redirect=%2Fcommunity-prompts%3Ftab%3Dmine',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'My favorites' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/user/auth?redirect=%2Fcommunity-prompts%3Ftab%3Dfavorites',
      ),
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/user/auth?tab=register&redirect=%2Fcommunity-prompts%3Ftab%3Dfavorites',
    );
  });

  it('show a member their own prompts with the add button', async () => {
    signInDemo();
    renderLive(<CommunityTabs />, { route: '/community-prompts?tab=mine' });
    expect(await screen.findByRole('button', { name: 'Add a prompt' })).toBeInTheDocument();
    expect(
      await screen.findByText('You have no prompts yet. Add your first one: only you see it until you share it.'),
    ).toBeInTheDocument();
  });

  it('show a member their favorites', async () => {
    signInDemo();
    community.prompts = [communityPrompt(4, { title: 'Kept one' })];
    community.favorites = [{ kind: 'community', ref: 4, createdAt: '2026-11-01T00:00:00.000Z' }];
    renderLive(<CommunityTabs />, { route: '/community-prompts?tab=favorites' });
    expect(await screen.findByRole('link', { name: 'Kept one' })).toHaveAttribute('href', '/community-prompts/?id=4');
  });
});

// Back to the list from a prompt's page keeps the view: the tabs remember it.
describe('the list view memory', () => {
  it('remembers the last list address', async () => {
    share(1);
    renderLive(<CommunityTabs />, { route: '/community-prompts?q=shared&sort=votes' });
    await waitFor(() => expect(cardTitles()).toHaveLength(1));
    const { rememberedListView } = await import('@site/src/pages/community-prompts/_utils/listMemory');
    await act(async () => undefined);
    expect(rememberedListView()).toBe('?q=shared&sort=votes');
  });
});
