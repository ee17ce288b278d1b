import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import FavoritesList from '@site/src/components/FavoritesList';
import type { PromptPageData } from '@site/src/prompts/types';
import { fail, server, signInDemo, installMockApi } from '../support/apiMock';
import { community, communityHandlers, communityPrompt, resetCommunity } from '../support/mockCommunity';
import { fill, renderLive } from '../support/render';

// The build's per-prompt modules of the curated library, as the page language (German here) has them.
const curatedLoads: number[] = [];
vi.mock('@site/src/components/FavoritesList/curatedData', () => ({
  loadCuratedPrompt: async (id: number): Promise<PromptPageData> => {
    curatedLoads.push(id);
    if (id === 13) throw new Error('chunk failed');
    return {
      id,
      tags: ['write'],
      title: `Kuratierter Prompt ${id}`,
      remark: 'Schreibhilfe',
      text: id === 8 ? null : `Deutscher Text ${id}`,
      english: { title: `Curated ${id}`, remark: 'Writer', text: `English text ${id}` },
      variables: [],
      variableLabels: {},
      previous: null,
      next: null,
    };
  },
}));

installMockApi();
beforeEach(() => {
  resetCommunity();
  curatedLoads.length = 0;
  server.use(...communityHandlers);
});

const titles = () => Array.from(document.querySelectorAll('article h2'), (heading) => heading.textContent);
const favorite = (kind: 'curated' | 'community', ref: number) => ({ kind, ref, createdAt: '2026-11-01T00:00:00.000Z' });

describe('my favorites', () => {
  it('asks a visitor to sign in and come back', async () => {
    renderLive(<FavoritesList />, { route: '/de/user/favorite' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/auth?redirect=%2Fde%2Fuser%2Ffavorite',
    );
  });

  it('lists both kinds newest first, curated ones in the page language, loading only the curated prompts listed', async () => {
    signInDemo();
    community.prompts = [
      communityPrompt(4, { title: 'Socratic tutor', remark: 'Tutor', description: 'Ask one question at a time.' }),
    ];
    community.favorites = [favorite('curated', 42), favorite('community', 4), favorite('curated', 8)];
    renderLive(<FavoritesList />, { route: '/user/favorite' });
    await waitFor(() => expect(titles()).toEqual(['Kuratierter Prompt 8', 'Socratic tutor', 'Kuratierter Prompt 42']));
    expect(curatedLoads.sort()).toEqual([42, 8].sort());

    const curated = screen.getByRole('article', { name: 'Kuratierter Prompt 42' });
    expect(within(curated).getByRole('link', { name: 'Kuratierter Prompt 42' })).toHaveAttribute('href', '/prompt/42');
    expect(within(curated).getByText('Schreibhilfe')).toBeInTheDocument();
    expect(within(curated).getByText('Deutscher Text 42')).toBeInTheDocument();
    // Not translated yet: the English text, as the prompt page shows it.
    expect(
      within(screen.getByRole('article', { name: 'Kuratierter Prompt 8' })).getByText('English text 8'),
    ).toBeInTheDocument();

    const shared = screen.getByRole('article', { name: 'Socratic tutor' });
    expect(within(shared).getByRole('link', { name: 'Socratic tutor' })).toHaveAttribute(
      'href',
      '/community-prompts/?id=4',
    );
    expect(within(shared).getByText('by ada')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(curated).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Deutscher Text 42');
  });

  it('keeps a deleted or unshared community favorite with a note, and removes it', async () => {
    signInDemo();
    community.prompts = [communityPrompt(5)];
    community.gone.add(5);
    community.favorites = [favorite('community', 5)];
    renderLive(<FavoritesList />, { route: '/user/favorite' });
    const card = await screen.findByRole('article', { name: 'Community prompt #5' });
    expect(within(card).getByText('This prompt was deleted or is no longer shared.')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove “Community prompt #5” from favorites' }));
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(community.favorites).toEqual([]);
    expect(
      await screen.findByText('No favorites yet. Press the star on a prompt to keep it here.'),
    ).toBeInTheDocument();
  });

  it('says so when removing fails, and keeps the favorite', async () => {
    signInDemo();
    community.favorites = [favorite('curated', 42)];
    server.use(http.delete('*/api/favorites/:kind/:ref', () => fail(500, 'INTERNAL')));
    renderLive(<FavoritesList />, { route: '/user/favorite' });
    const card = await screen.findByRole('article', { name: 'Kuratierter Prompt 42' });
    await userEvent.click(within(card).getByRole('button', { name: /^Remove/ }));
    expect(await screen.findByText('Submission failed, please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kuratierter Prompt 42' })).toBeInTheDocument();
  });

  it('searches what is loaded and loads more a page at a time', async () => {
    signInDemo();
    community.prompts = Array.from({ length: 24 }, (_, i) =>
      communityPrompt(i + 1, { title: i === 0 ? 'Travel day planner' : `Shared prompt ${i + 1}` }),
    );
    community.favorites = community.prompts.map((p) => favorite('community', p.id));
    renderLive(<FavoritesList />, { route: '/user/favorite' });
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(titles()[0]).toBe('Shared prompt 24');

    const search = screen.getByRole('searchbox', { name: 'Search my favorites' });
    await fill(search, 'travel');
    await waitFor(() => expect(titles()).toEqual([]));
    expect(screen.getByText('None of your favorites shown here matches this search.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(titles()).toEqual(['Travel day planner']));
    await userEvent.clear(search);
    await waitFor(() => expect(titles()).toHaveLength(24));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('still lists a curated favorite whose text could not be loaded, linking to its page', async () => {
    signInDemo();
    community.favorites = [favorite('curated', 13)];
    renderLive(<FavoritesList />, { route: '/user/favorite' });
    const card = await screen.findByRole('article', { name: 'Prompt #13' });
    expect(await within(card).findByText('Its text could not be loaded: open it to read it.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Prompt #13' })).toHaveAttribute('href', '/prompt/13');
  });

  it('says favorites are unavailable when the API is down', async () => {
    signInDemo();
    server.use(http.get('*/api/favorites', () => fail(503, 'SERVICE_UNAVAILABLE')));
    renderLive(<FavoritesList />, { route: '/user/favorite' });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Your favorites are unavailable right now.',
    );
  });
});
