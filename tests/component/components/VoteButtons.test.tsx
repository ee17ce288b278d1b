import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useQuery } from '@tanstack/react-query';
import VoteButtons from '@site/src/components/VoteButtons';
import { getSessionSnapshot } from '@site/src/api/runtime/sessionStore';
import { communityQueries } from '@site/src/api/queries/community';
import { fail, server, signInDemo, installMockApi } from '../support/apiMock';
import { asListItem, communityPrompt } from '../support/mockCommunity';
import { resetWidgets, widgetHandlers, widgets } from '../support/mockWidgets';
import { renderLive } from '../support/render';

installMockApi();
beforeEach(() => {
  resetWidgets();
  server.use(...widgetHandlers);
});

const votes = () => screen.getByRole('group', { name: 'Votes' });
const up = () => within(votes()).getByRole('button', { name: 'Vote up' });
const down = () => within(votes()).getByRole('button', { name: 'Vote down' });
const signedIn = () => waitFor(() => expect(getSessionSnapshot().status).toBe('signedIn'));

/** Vote buttons on a community prompt's page: the counts come with the prompt the page read. */
function ListedVotes({ id }: { id: number }) {
  const { data } = useQuery({ ...communityQueries.detail(id), enabled: false });
  return data ? <VoteButtons kind="community" id={id} listed={data.prompt} own={data.prompt.mine} /> : null;
}

describe('VoteButtons', () => {
  it('shows a visitor the score and counts, and sends them to sign in and back to this page', async () => {
    widgets.votes.set('curated/42', { ups: 7, downs: 2, myVote: 0 });
    const { where } = renderLive(<VoteButtons kind="curated" id={42} />, { route: '/en/prompt/42?from=home' });
    expect(
      await within(await screen.findByRole('group', { name: 'Votes' })).findByText('Score 5: 7 up, 2 down'),
    ).toBeInTheDocument();
    expect(within(votes()).getByText('5')).toBeVisible();
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(getSessionSnapshot().status).toBe('signedOut'));
    await userEvent.click(up());
    expect(where.location?.pathname).toBe('/user/auth');
    expect(new URLSearchParams(where.location?.search).get('redirect')).toBe('/en/prompt/42?from=home');
    expect(widgets.requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
  });

  it('votes up, takes the vote back by pressing again, and switches with the other button', async () => {
    widgets.votes.set('curated/42', { ups: 3, downs: 1, myVote: 0 });
    signInDemo();
    renderLive(<VoteButtons kind="curated" id={42} />);
    await within(await screen.findByRole('group', { name: 'Votes' })).findByText('2');
    await signedIn();

    await userEvent.click(up());
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    expect(within(votes()).getByText('3')).toBeInTheDocument();
    await waitFor(() => expect(widgets.votes.get('curated/42')).toEqual({ ups: 4, downs: 1, myVote: 1 }));

    await userEvent.click(up());
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    expect(within(votes()).getByText('2')).toBeInTheDocument();
    await waitFor(() => expect(widgets.votes.get('curated/42')).toEqual({ ups: 3, downs: 1, myVote: 0 }));

    await userEvent.click(down());
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(within(votes()).getByText('1')).toBeInTheDocument();
    await userEvent.click(up());
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    expect(down()).toHaveAttribute('aria-pressed', 'false');
    expect(within(votes()).getByText('3')).toBeInTheDocument();
    await waitFor(() => expect(widgets.votes.get('curated/42')).toEqual({ ups: 4, downs: 1, myVote: 1 }));
    expect(screen.getByText('Score 3: 4 up, 1 down')).toBeInTheDocument();
  });

  it('rolls the vote back with a message when the server refuses it', async () => {
    widgets.votes.set('curated/9', { ups: 1, downs: 0, myVote: 0 });
    signInDemo();
    renderLive(<VoteButtons kind="curated" id={9} />);
    await within(await screen.findByRole('group', { name: 'Votes' })).findByText('1');
    await signedIn();
    server.use(http.put('*/api/votes/:kind/:ref', () => fail(500, 'INTERNAL')));
    await userEvent.click(up());
    expect(await screen.findByText('Submission failed, please try again later.')).toBeInTheDocument();
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    expect(within(votes()).getByText('1')).toBeInTheDocument();
  });

  it('shows the counts a community answer carries without asking, and changes them in every answer that holds the prompt', async () => {
    signInDemo();
    widgets.votes.set('community/5', { ups: 4, downs: 0, myVote: 0 });
    const { client } = renderLive(<ListedVotes id={5} />);
    await signedIn();
    // Seeded once signed in: a change of person empties the cache.
    const prompt = communityPrompt(5, { score: 4, ups: 4, downs: 0 });
    client.setQueryData(communityQueries.list({ sort: 'newest' }).queryKey, {
      items: [asListItem(prompt)],
      page: 1,
      pageSize: 20,
      nextCursor: null,
    });
    client.setQueryData(communityQueries.detail(5).queryKey, { prompt });
    expect(await within(await screen.findByRole('group', { name: 'Votes' })).findByText('4')).toBeInTheDocument();

    await userEvent.click(down());
    expect(within(votes()).getByText('3')).toBeInTheDocument();
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(client.getQueryData(communityQueries.list({ sort: 'newest' }).queryKey)?.items[0]).toMatchObject({
      score: 3,
      downs: 1,
      myVote: -1,
    });
    await waitFor(() => expect(widgets.votes.get('community/5')?.myVote).toBe(-1));
    expect(widgets.requests.filter((r) => r.startsWith('GET'))).toEqual([]);
  });

  it('rolls a community vote back in the answers that hold the prompt when the server refuses it', async () => {
    signInDemo();
    const { client } = renderLive(<ListedVotes id={4} />);
    await signedIn();
    client.setQueryData(communityQueries.detail(4).queryKey, { prompt: communityPrompt(4, { score: 2, ups: 2 }) });
    await within(await screen.findByRole('group', { name: 'Votes' })).findByText('2');
    server.use(http.put('*/api/votes/:kind/:ref', () => fail(500, 'INTERNAL')));
    await userEvent.click(up());
    expect(await screen.findByText('Submission failed, please try again later.')).toBeInTheDocument();
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    expect(within(votes()).getByText('2')).toBeInTheDocument();
    expect(client.getQueryData(communityQueries.detail(4).queryKey)?.prompt).toMatchObject({
      score: 2,
      ups: 2,
      myVote: 0,
    });
  });

  it('lets only the last of several quick presses decide what a community prompt shows', async () => {
    signInDemo();
    widgets.votes.set('community/3', { ups: 1, downs: 0, myVote: 0 });
    const { client } = renderLive(<ListedVotes id={3} />);
    await signedIn();
    client.setQueryData(communityQueries.detail(3).queryKey, { prompt: communityPrompt(3, { score: 1, ups: 1 }) });
    await within(await screen.findByRole('group', { name: 'Votes' })).findByText('1');
    // Each press reaches the server only when the test lets it through.
    const gates: Array<() => void> = [];
    const held: Array<Promise<void>> = [0, 1].map(() => new Promise<void>((resolve) => gates.push(resolve)));
    let presses = 0;
    server.use(http.put('*/api/votes/:kind/:ref', () => held[presses++]?.then(() => undefined)));

    await userEvent.click(up());
    await userEvent.click(down());
    expect(within(votes()).getByText('0')).toBeInTheDocument();
    gates[0]?.();
    await waitFor(() => expect(client.isMutating()).toBe(1));
    // The first answer (an up vote) came while the second press was out: what was pressed last stays.
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(within(votes()).getByText('0')).toBeInTheDocument();
    gates[1]?.();
    await waitFor(() => expect(client.isMutating()).toBe(0));
    expect(widgets.votes.get('community/3')).toEqual({ ups: 1, downs: 1, myVote: -1 });
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    expect(within(votes()).getByText('0')).toBeInTheDocument();
  });

  it('says when the votes cannot be read, and reads them again on retry', async () => {
    widgets.votes.set('curated/3', { ups: 2, downs: 0, myVote: 0 });
    server.use(http.get('*/api/votes/:kind/:ref', () => fail(404, 'NOT_FOUND'), { once: true }));
    renderLive(<VoteButtons kind="curated" id={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Votes are unavailable right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(await screen.findByRole('group', { name: 'Votes' })).findByText('2')).toBeInTheDocument();
  });

  it("on one's own prompt, shows the score with inactive buttons that say why, and sends nothing", async () => {
    signInDemo();
    widgets.votes.set('community/6', { ups: 3, downs: 1, myVote: 0 });
    renderLive(
      <VoteButtons
        kind="community"
        id={6}
        listed={communityPrompt(6, { score: 2, ups: 3, downs: 1, mine: true })}
        own
      />,
    );
    expect(await within(await screen.findByRole('group', { name: 'Votes' })).findByText('2')).toBeInTheDocument();
    await signedIn();
    expect(votes()).toHaveAttribute('title', 'You can’t vote on your own prompt.');
    for (const button of [up(), down()]) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('You can’t vote on your own prompt.');
    }
    await userEvent.click(up());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(down());
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    expect(down()).toHaveAttribute('aria-pressed', 'false');
    expect(within(votes()).getByText('2')).toBeInTheDocument();
    expect(widgets.requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says so when the server refuses a vote on one's own prompt the page did not know was theirs", async () => {
    widgets.votes.set('community/8', { ups: 1, downs: 0, myVote: 0 });
    signInDemo();
    renderLive(<VoteButtons kind="community" id={8} />);
    await within(await screen.findByRole('group', { name: 'Votes' })).findByText('1');
    await signedIn();
    expect(up()).not.toHaveAttribute('aria-disabled');
    server.use(http.put('*/api/votes/:kind/:ref', () => fail(403, 'FORBIDDEN')));
    await userEvent.click(up());
    expect(await screen.findByText('You can’t vote on your own prompt.')).toBeInTheDocument();
    expect(up()).toHaveAttribute('aria-pressed', 'false');
    expect(within(votes()).getByText('1')).toBeInTheDocument();
  });

  it('votes with the keyboard alone', async () => {
    signInDemo();
    renderLive(<VoteButtons kind="curated" id={11} />);
    await within(await screen.findByRole('group', { name: 'Votes' })).findByText('0');
    await signedIn();
    await userEvent.tab();
    expect(up()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    expect(down()).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(down()).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(widgets.votes.get('curated/11')?.myVote).toBe(-1));
  });
});
