/**
 * `useSession()`: who is signed in (see runtime/sessionStore.ts), and the
 * navbar's sign-out. No react-query here: this module is part of every page.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { withApi } from '../runtime/loadApi';
import {
  getServerSessionSnapshot,
  getSessionSnapshot,
  refreshSession,
  setSignedIn,
  subscribeSession,
  type SessionSnapshot,
} from '../runtime/sessionStore';

export interface Session extends SessionSnapshot {
  retry: () => void;
}

export function useSession(): Session {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot, getServerSessionSnapshot);
  const retry = useCallback(() => void refreshSession(), []);
  return { ...snapshot, retry };
}

/** Signs out (the navbar menu): no mutation machinery, as it ships with every page. */
export async function signOut(): Promise<void> {
  await withApi((api) => api.auth.logout());
  setSignedIn(null);
}
