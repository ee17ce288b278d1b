import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FavoriteStar from '@site/src/components/FavoriteStar';
import { getSessionSnapshot } from '@site/src/api/runtime/sessionStore';
import { communityQueries } from '@site/src/api/queries/community';
import { favoriteQueries } from '@site/src/api/queries/favorites';
import { fail, server, signInDemo, installMockApi } from '../support/apiMock';
import { asListItem, communityPrompt } from '../support/mockCommunity';
import { resetWidgets, widgetHandlers, widgets } from '../support/mockWidgets';
import { renderLive } from '../support/render';

installMockApi();
beforeEach(() => {
  resetWidgets();
  server.use(...widgetHandlers);
});

const star = () => screen.findByRole('button', { name: 'Favorite' });
const signedIn = () => waitFor(() => expect(getSessionSnapshot().status).toBe('signedIn'));

describe('FavoriteStar', () => {
  it('learns whether a curated prompt is a favorite, adds and removes it with messages', async () => {
    signInDemo();
    renderLive(<FavoriteStar kind="curated" id={42} />);
    await signedIn();
    await waitFor(async () => expect(await star()).not.toHaveAttribute('aria-busy'));
    expect(await star()).toHaveAttribute('aria-pressed', 'false');
    expect(widgets.requests).toContain('GET /api/favorites/curated/42');

    await userEvent.click(await star());
    expect(await star()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(widgets.favorites.has('curated/42')).toBe(true);

    await userEvent.click(await star());
    expect(await star()).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(widgets.favorites.has('curated/42')).toBe(false);
  });

  it('shows a prompt already among my favorites as pressed', async () => {
    widgets.favorites.add('curated/8');
    signInDemo();
    renderLive(<FavoriteStar kind="curated" id={8} />);
    await waitFor(async () => expect(await star()).toHaveAttribute('aria-pressed', 'true'));
  });

  it('rolls the star back with a message when the server refuses', async () => {
    signInDemo();
    renderLive(<FavoriteStar kind="curated" id={7} />);
    await signedIn();
    await waitFor(async () => expect(await star()).not.toHaveAttribute('aria-busy'));
    server.use(http.put('*/api/favorites/:kind/:ref', () => fail(500, 'INTERNAL')));
    await userEvent.click(await star());
    expect(await screen.findByText('Submission failed, please try again later.')).toBeInTheDocument();
    expect(await star()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Added to favorites')).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in and back, without asking the server anything', async () => {
    const { where } = renderLive(<FavoriteStar kind="curated" id={42} />, { route: '/ar/prompt/42' });
    await waitFor(() => expect(getSessionSnapshot().status).toBe('signedOut'));
    await userEvent.click(await star());
    expect(where.location?.pathname).toBe('/user/auth');
    expect(new URLSearchParams(where.location?.search).get('redirect')).toBe('/ar/prompt/42');
    expect(widgets.requests).toEqual([]);
  });

  it('uses what a community answer says, changes it in the community answers and marks my favorites list stale', async () => {
    signInDemo();
    const card = asListItem(communityPrompt(5));
    const { client } = renderLive(<FavoriteStar kind="community" id={5} listed={card.favorited} />);
    await signedIn();
    const list = communityQueries.list({ sort: 'votes' });
    client.setQueryData(list.queryKey, { items: [card], page: 1, pageSize: 20, nextCursor: null });
    const favorites = favoriteQueries.list();
    client.setQueryData(favorites.queryKey, { pages: [], pageParams: [] });

    await userEvent.click(await star());
    expect(client.getQueryData(list.queryKey)?.items[0]?.favorited).toBe(true);
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryState(favorites.queryKey)?.isInvalidated).toBe(true));
    expect(widgets.requests).toEqual(['PUT /api/favorites/community/5']);
  });

  it('says when the star cannot be read, and asks again on retry', async () => {
    signInDemo();
    server.use(http.get('*/api/favorites/:kind/:ref', () => fail(404, 'NOT_FOUND'), { once: true }));
    renderLive(<FavoriteStar kind="curated" id={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your favorites are unavailable right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await star()).toHaveAttribute('aria-pressed', 'false');
  });
});
