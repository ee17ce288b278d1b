/**
 * Votes and favorites of the in-memory API (MSW), for the vote buttons and
 * the favorite star. Install with `server.use(...widgetHandlers)`; answers
 * are parsed with the contract's schemas. Who is signed in comes from
 * apiMock's `state`.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as z from 'zod';
import { FavoriteState, TargetParams, VoteBody, VoteState } from '@site/src/api/contract';
import { applyVote, scoreOf } from '@site/src/api/voteCounts';
import { fail, state } from './apiMock';

interface Tally {
  ups: number;
  downs: number;
  /** Votes of the signed-in demo account. */
  myVote: 1 | 0 | -1;
}

export const widgets = {
  votes: new Map<string, Tally>(),
  favorites: new Set<string>(),
  /** Every request made, as "METHOD /api/…", to check what was (not) asked. */
  requests: [] as string[],
};

export function resetWidgets() {
  widgets.votes.clear();
  widgets.favorites.clear();
  widgets.requests = [];
}

const keyOf = (kind: string, ref: number) => `${kind}/${ref}`;
const answer = <S extends z.ZodType>(schema: S, body: z.input<S>) =>
  HttpResponse.json(schema.parse(body) as JsonBodyType);

function voteState(kind: 'curated' | 'community', ref: number): VoteState {
  const tally = widgets.votes.get(keyOf(kind, ref)) ?? { ups: 0, downs: 0, myVote: 0 };
  return {
    kind,
    ref,
    ups: tally.ups,
    downs: tally.downs,
    score: scoreOf(tally),
    myVote: state.signedIn ? tally.myVote : 0,
  };
}

const record = (request: Request) => widgets.requests.push(`${request.method} ${new URL(request.url).pathname}`);

export const widgetHandlers = [
  http.get('*/api/votes/:kind/:ref', ({ request, params }) => {
    record(request);
    const { kind, ref } = TargetParams.parse(params);
    return answer(VoteState, voteState(kind, Number(ref)));
  }),
  http.put('*/api/votes/:kind/:ref', async ({ request, params }) => {
    record(request);
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const { kind, ref } = TargetParams.parse(params);
    const { value } = VoteBody.parse(await request.json());
    const key = keyOf(kind, Number(ref));
    const { ups, downs, myVote } = applyVote(widgets.votes.get(key) ?? { ups: 0, downs: 0, myVote: 0 }, value);
    widgets.votes.set(key, { ups, downs, myVote });
    return answer(VoteState, voteState(kind, Number(ref)));
  }),
  http.get('*/api/favorites/:kind/:ref', ({ request, params }) => {
    record(request);
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const { kind, ref } = TargetParams.parse(params);
    return answer(FavoriteState, {
      kind,
      ref: Number(ref),
      favorited: widgets.favorites.has(keyOf(kind, Number(ref))),
    });
  }),
  http.put('*/api/favorites/:kind/:ref', ({ request, params }) => {
    record(request);
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const { kind, ref } = TargetParams.parse(params);
    widgets.favorites.add(keyOf(kind, Number(ref)));
    return answer(FavoriteState, { kind, ref: Number(ref), favorited: true });
  }),
  http.delete('*/api/favorites/:kind/:ref', ({ request, params }) => {
    record(request);
    if (!state.signedIn) return fail(401, 'UNAUTHENTICATED');
    const { kind, ref } = TargetParams.parse(params);
    widgets.favorites.delete(keyOf(kind, Number(ref)));
    return answer(FavoriteState, { kind, ref: Number(ref), favorited: false });
  }),
];
