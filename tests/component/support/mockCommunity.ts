/**
 * Community prompts and favorites for the MSW mock (install with
 * `server.use(...communityHandlers)`): queries parsed with the contract's
 * request schemas, answers with its response schemas. The signed-in person is
 * apiMock's `state.signedIn`.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as z from 'zod';
import {
  CommunityListResponse,
  CommunityPromptResponse,
  CommunityQuery,
  FavoriteListQuery,
  FavoriteListResponse,
  FavoriteState,
  TargetParams,
  type CommunityListItem,
  type CommunityPrompt,
  type FavoriteItem,
  type TargetKind,
} from '@site/src/api/contract';
import { listPreview } from '@site/src/api/limits';
import { fail, state } from './apiMock';

interface StoredFavorite {
  kind: TargetKind;
  ref: number;
  createdAt: string;
}

export const community = {
  /** Shared prompts, oldest first (the list answers newest first). */
  prompts: [] as CommunityPrompt[],
  /** Ids whose author deleted or unshared them: gone from the list, "unavailable" among favorites. */
  gone: new Set<number>(),
  favorites: [] as StoredFavorite[],
  /** The query string of every list request, in order. */
  listRequests: [] as string[],
};

export function resetCommunity() {
  community.prompts = [];
  community.gone = new Set();
  community.favorites = [];
  community.listRequests = [];
}

/** A shared prompt as the API answers it; `n` also orders it (higher is newer). */
export function communityPrompt(n: number, overrides: Partial<CommunityPrompt> = {}): CommunityPrompt {
  const day = String(1 + (n % 28)).padStart(2, '0');
  return {
    id: n,
    title: `Shared prompt ${n}`,
    description: `Text of shared prompt ${n}`,
    remark: `Role ${n}`,
    notes: null,
    author: { username: 'ada' },
    score: 0,
    ups: 0,
    downs: 0,
    commentCount: 0,
    myVote: 0,
    favorited: false,
    mine: false,
    createdAt: `2026-10-${day}T10:00:00.000Z`,
    updatedAt: `2026-10-${day}T10:00:00.000Z`,
    ...overrides,
  };
}

/** A shared prompt as a list page carries it: a preview of its text and no notes. */
export function asListItem({ notes: _notes, ...prompt }: CommunityPrompt): CommunityListItem {
  return { ...prompt, ...listPreview(prompt.description) };
}

function answer<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200) {
  return HttpResponse.json(schema.parse(body) as JsonBodyType, { status });
}

const isFavorite = (kind: TargetKind, ref: number) =>
  Boolean(state.signedIn) && community.favorites.some((f) => f.kind === kind && f.ref === ref);
const visible = () => community.prompts.filter((p) => !community.gone.has(p.id));
const withCaller = (prompt: CommunityPrompt): CommunityPrompt => ({
  ...prompt,
  favorited: isFavorite('community', prompt.id),
});

/** Offsets travel as cursors "o<offset>", as opaque to the site as the real ones. */
const offsetOf = (cursor: string | undefined) => (cursor ? Number(cursor.slice(1)) : undefined);

export const communityHandlers = [
  http.get('*/api/community/prompts', ({ request }) => {
    const url = new URL(request.url);
    community.listRequests.push(url.search);
    const query = CommunityQuery.parse(Object.fromEntries(url.searchParams));
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = visible()
      .filter((p) =>
        words.every((word) => [p.title, p.description, p.remark ?? ''].join('\n').toLowerCase().includes(word)),
      )
      .sort((a, b) => (query.sort === 'votes' ? b.score - a.score || b.id - a.id : b.id - a.id));
    const start = offsetOf(query.cursor) ?? (query.page - 1) * query.pageSize;
    const end = start + query.pageSize;
    return answer(CommunityListResponse, {
      items: matching.slice(start, end).map(withCaller).map(asListItem),
      page: query.cursor ? 1 : query.page,
      pageSize: query.pageSize,
      nextCursor: end < matching.length ? `o${end}` : null,
    });
  }),
  http.get('*/api/community/prompts/:id', ({ params }) => {
    const prompt = visible().find((p) => p.id === Number(params.id));
    return prompt ? answer(CommunityPromptResponse, { prompt: withCaller(prompt) }) : fail(404, 'NOT_FOUND');
  }),
  http.get('*/api/favorites', ({ request }) => {
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const query = FavoriteListQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
    const newestFirst = [...community.favorites].reverse();
    const start = offsetOf(query.cursor) ?? 0;
    const end = start + query.pageSize;
    const items: FavoriteItem[] = newestFirst.slice(start, end).map(({ kind, ref, createdAt }) => {
      if (kind === 'curated') return { kind, ref, createdAt, available: true };
      const prompt = visible().find((p) => p.id === ref);
      return prompt
        ? { kind, ref, createdAt, available: true, prompt: withCaller(prompt) }
        : { kind, ref, createdAt, available: false };
    });
    return answer(FavoriteListResponse, { items, nextCursor: end < newestFirst.length ? `o${end}` : null });
  }),
  http.put('*/api/favorites/:kind/:ref', ({ params }) => {
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const { kind, ref } = TargetParams.parse(params);
    if (!isFavorite(kind, ref)) community.favorites.push({ kind, ref, createdAt: new Date().toISOString() });
    return answer(FavoriteState, { kind, ref, favorited: true });
  }),
  http.delete('*/api/favorites/:kind/:ref', ({ params }) => {
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const { kind, ref } = TargetParams.parse(params);
    community.favorites = community.favorites.filter((f) => f.kind !== kind || f.ref !== ref);
    return answer(FavoriteState, { kind, ref, favorited: false });
  }),
];
