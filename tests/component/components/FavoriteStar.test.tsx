import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FavoriteStar from '@site/src/components/FavoriteStar';
import { getSessionSnapshot } from '@site/src/api/hooks/sessionStore';
import { queryKeys } from '@site/src/api/hooks/queryKeys';
import type { CommunityListResponse } from '@site/src/api/contract';
import { fail, server, signInDemo, installMockApi } from '../support/apiMock';
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

  it('uses what a community card knows, updates the community lists and marks my favorites lists stale', async () => {
    signInDemo();
    const { client } = renderLive(<FavoriteStar kind="community" id={5} initial={false} />);
    await signedIn();
    const listKey = queryKeys.community({ sort: 'votes' });
    const card = {
      id: 5,
      title: 'T',
      description: 'D',
      descriptionComplete: true,
      remark: null,
      author: { username: 'a' },
      score: 0,
      ups: 0,
      downs: 0,
      commentCount: 0,
      myVote: 0 as const,
      favorited: false,
      mine: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    client.setQueryData<CommunityListResponse>(listKey, { items: [card], page: 1, pageSize: 20, nextCursor: null });
    const favoritesPage = [...queryKeys.favorites, 'infinite'];
    client.setQueryData(favoritesPage, { pages: [], pageParams: [] });

    await userEvent.click(await star());
    expect(await star()).toHaveAttribute('aria-pressed', 'true');
    expect(client.getQueryData<CommunityListResponse>(listKey)?.items[0]?.favorited).toBe(true);
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    await waitFor(() => expect(client.getQueryState(favoritesPage)?.isInvalidated).toBe(true));
    expect(widgets.requests).toEqual(['PUT /api/favorites/community/5']);
  });

  it('says when the star cannot be read, and asks again on retry', async () => {
    signInDemo();
    server.use(http.get('*/api/favorites/:kind/:ref', () => fail(404, 'NOT_FOUND'), { once: true }));
    renderLive(<FavoriteStar kind="curated" id={3} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Favorites are unavailable right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await star()).toHaveAttribute('aria-pressed', 'false');
  });
});
