import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Router } from 'react-router-dom';
import { createMemoryHistory, type MemoryHistory } from 'history';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlView, type ReplacesEntry } from '@site/src/hooks/useUrlView';

// Whether the page is hydrated: the server and the first render see the default view.
const browser = vi.hoisted(() => ({ hydrated: true }));
vi.mock('@docusaurus/useIsBrowser', () => ({ default: () => browser.hydrated }));

/** A small view of two parameters, `q` (typed) and `n` (a page number, 1 by default). */
interface View {
  q: string;
  n: number;
}
const parse = (search: string): View => {
  const params = new URLSearchParams(search);
  return { q: params.get('q') ?? '', n: Number(params.get('n') ?? 1) };
};
const serialize = (view: View, currentSearch: string): string => {
  const params = new URLSearchParams(currentSearch);
  for (const [key, value, fallback] of [
    ['q', view.q, ''],
    ['n', String(view.n), '1'],
  ] as const) {
    if (value === fallback) params.delete(key);
    else params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
};
const typingReplaces: ReplacesEntry<View> = (change) => 'q' in change;

function renderView(url: string, replaces: ReplacesEntry<View> = typingReplaces) {
  const history: MemoryHistory = createMemoryHistory({ initialEntries: [url] });
  const wrapper = ({ children }: { children: ReactNode }) => <Router history={history}>{children}</Router>;
  const hook = renderHook(() => useUrlView(parse, serialize, replaces), { wrapper });
  const update = (change: Partial<View>) => act(() => hook.result.current[1](change));
  return { history, hook, update, view: () => hook.result.current[0] };
}

beforeEach(() => {
  browser.hydrated = true;
});

describe('useUrlView', () => {
  it('reads the view from the query string, and writes a change into it keeping path, hash and other parameters', () => {
    const { history, update, view } = renderView('/list?utm=mail&q=tea&n=3#results');
    expect(view()).toEqual({ q: 'tea', n: 3 });
    update({ n: 4 });
    expect(history.location.pathname).toBe('/list');
    expect(history.location.hash).toBe('#results');
    expect(new URLSearchParams(history.location.search).get('utm')).toBe('mail');
    expect(view()).toEqual({ q: 'tea', n: 4 });
  });

  it('renders the default view until the page is hydrated, as the server did', () => {
    browser.hydrated = false;
    const { view } = renderView('/list?q=tea&n=3');
    expect(view()).toEqual({ q: '', n: 1 });
  });

  it('adds a history entry for a change that Back should undo', () => {
    const { history, update, view } = renderView('/list?q=tea');
    update({ n: 2 });
    expect(history.length).toBe(2);
    act(() => history.goBack());
    expect(view()).toEqual({ q: 'tea', n: 1 });
  });

  it('replaces the entry for a change its rule calls typing', () => {
    const { history, update, view } = renderView('/list');
    update({ q: 't' });
    update({ q: 'te' });
    expect(history.length).toBe(1);
    expect(view().q).toBe('te');
  });

  it('asks the rule with the change, the view before and the view after', () => {
    const replaces = vi.fn<ReplacesEntry<View>>(() => false);
    const { update } = renderView('/list?q=tea', replaces);
    update({ n: 2 });
    expect(replaces).toHaveBeenCalledWith({ n: 2 }, { q: 'tea', n: 1 }, { q: 'tea', n: 2 });
  });

  it('navigates nowhere when the query string would stay the same', () => {
    const { history, update } = renderView('/list?q=tea&n=2');
    const before = history.location;
    update({ n: 2 });
    update({ q: 'tea' });
    expect(history.length).toBe(1);
    expect(history.location).toBe(before);
  });

  it('keeps the same update function from render to render', () => {
    const { hook, update } = renderView('/list');
    const first = hook.result.current[1];
    update({ n: 5 });
    expect(hook.result.current[1]).toBe(first);
  });
});
