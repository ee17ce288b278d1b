/**
 * Who is signed in. `useSession()` asks /api/auth/me once per page load and
 * again when the window regains focus; a visitor who never signed in (no
 * signed-in hint cookie) costs no request at all. Signing in or out here is
 * announced to the other tabs, which then ask again.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  User,
} from '../contract';
import { loadApi } from './loadApi';
import { dependsOnWhoIsSignedIn, queryKeys } from './queryKeys';

const HINT_COOKIE = /(?:^|;\s*)promptdeck_signed_in=1(?:;|$)/;
const CHANNEL = 'promptdeck-session';

function mayHaveSession(): boolean {
  return typeof document !== 'undefined' && HINT_COOKIE.test(document.cookie);
}

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'unavailable';

export interface Session {
  user: User | null;
  status: SessionStatus;
  /** True after a call answered 401 while signed in: the session ended elsewhere or timed out. */
  expired: boolean;
  retry: () => void;
}

export function useSession(): Session {
  const isBrowser = useIsBrowser();
  const query = useQuery({
    queryKey: queryKeys.session,
    queryFn: async (): Promise<User | null> => (mayHaveSession() ? (await loadApi()).auth.me() : null),
    enabled: isBrowser,
    staleTime: Infinity,
    refetchOnWindowFocus: 'always',
  });
  const expired = useQuery({ queryKey: queryKeys.sessionExpired, queryFn: () => false, enabled: false, initialData: false });
  const user = query.data ?? null;
  let status: SessionStatus;
  if (!isBrowser || query.isPending) status = 'loading';
  else if (user) status = 'signedIn';
  else if (query.isError) status = 'unavailable';
  else status = 'signedOut';
  return { user, status, expired: Boolean(expired.data) && !user, retry: () => void query.refetch() };
}

function broadcast() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** A new person (or nobody) is signed in: drop everything that was read for the previous one. */
function applySession(client: QueryClient, user: User | null) {
  client.removeQueries({ predicate: (query) => dependsOnWhoIsSignedIn(query.queryKey) });
  client.setQueryData(queryKeys.sessionExpired, false);
  client.setQueryData(queryKeys.session, user);
  broadcast();
}

/** Mounted once (in Root): follows sign-ins and sign-outs made in other tabs. */
export function useSessionSync(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      client.removeQueries({ predicate: (query) => dependsOnWhoIsSignedIn(query.queryKey) });
      void client.invalidateQueries({ queryKey: queryKeys.session, exact: true });
    };
    return () => channel.close();
  }, [client]);
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => (await loadApi()).auth.login(body),
    onSuccess: ({ user }) => applySession(client, user),
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterBody) => (await loadApi()).auth.register(body),
    onSuccess: ({ user }) => applySession(client, user),
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await loadApi()).auth.logout(),
    onSuccess: () => applySession(client, null),
  });
}

export function useSignOutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await loadApi()).auth.logoutEverywhere(),
    onSuccess: () => applySession(client, null),
  });
}

/** Changing the password ends the other sessions; this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => (await loadApi()).auth.changePassword(body),
    onSuccess: broadcast,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: async (body: ForgotPasswordBody) => (await loadApi()).auth.forgotPassword(body) });
}

/** A reset ends every session of the account, this browser's included. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) => (await loadApi()).auth.resetPassword(body),
    onSuccess: () => applySession(client, null),
  });
}
