/**
 * Who is signed in, for every page (the navbar shows it). Deliberately free of
 * react-query and zod, which reading pages do not load at first: it asks
 * /api/auth/me once per page load and again when the window regains focus, and
 * only when the readable signed-in hint cookie says a session may exist, so a
 * visitor who never signed in costs no request. Sign-ins and sign-outs are
 * announced to the other tabs, which ask again.
 */
import type { User } from '../contract';
import { SESSION_HINT_COOKIE } from '../http';
import { withApi } from './loadApi';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'unavailable';

export interface SessionSnapshot {
  user: User | null;
  status: SessionStatus;
  /** True after a call answered 401 while signed in: the session ended elsewhere or timed out. */
  expired: boolean;
}

const HINT_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)`);
const CHANNEL = 'promptdeck-session';
const SERVER_SNAPSHOT: SessionSnapshot = { user: null, status: 'loading', expired: false };

let snapshot: SessionSnapshot = SERVER_SNAPSHOT;
const listeners = new Set<() => void>();
let attached = false;
let loaded = false;
let pending: Promise<void> | undefined;

function update(next: Partial<SessionSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

/** Whether the hint cookie says a session may exist (parts only members use load early when it does). */
export function mayHaveSession(): boolean {
  return typeof document !== 'undefined' && HINT_COOKIE.test(document.cookie);
}

/** Reads /api/auth/me again (at most one request at a time). */
export function refreshSession(): Promise<void> {
  if (!mayHaveSession()) {
    if (snapshot.status !== 'signedOut' || snapshot.user) update({ user: null, status: 'signedOut' });
    return Promise.resolve();
  }
  pending ??= (async () => {
    try {
      const user = await withApi((api) => api.auth.me());
      if (!user && snapshot.user) update({ user: null, status: 'signedOut', expired: true });
      else update({ user, status: user ? 'signedIn' : 'signedOut' });
    } catch {
      // Unreachable API: keep a known user, else say so.
      if (!snapshot.user) update({ status: 'unavailable' });
    } finally {
      pending = undefined;
    }
  })();
  return pending;
}

function broadcast() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

function start() {
  if (typeof window === 'undefined') return;
  if (!loaded) {
    loaded = true;
    void refreshSession();
  }
  if (attached) return;
  attached = true;
  window.addEventListener('focus', () => void refreshSession());
  if (typeof BroadcastChannel !== 'undefined') {
    new BroadcastChannel(CHANNEL).onmessage = () => {
      update({ expired: false });
      void refreshSession();
    };
  }
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

export const getSessionSnapshot = () => snapshot;
export const getServerSessionSnapshot = () => SERVER_SNAPSHOT;

/** Signed in (or out) in this tab: tell this page and the other tabs. */
export function setSignedIn(user: User | null) {
  update({ user, status: user ? 'signedIn' : 'signedOut', expired: false });
  broadcast();
}

/** A call answered 401 while someone was signed in. */
export function markSessionExpired() {
  if (snapshot.user) update({ user: null, status: 'signedOut', expired: true });
}

/** Back to a fresh page load (tests). */
export function resetSessionStore() {
  snapshot = SERVER_SNAPSHOT;
  pending = undefined;
  loaded = false;
}
