/**
 * A write without react-query, for the account actions the sign-in and reset
 * pages need (those pages load no query client): the same `mutate`,
 * `mutateAsync` and `isPending` a react-query mutation offers, and a 401
 * marks the session as ended, as the query client does for its own calls.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnauthenticated } from './errors';
import { markSessionExpired } from './sessionStore';

interface Callbacks<T> {
  onSuccess?: (data: T) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

export function useAction<V, T>(run: (variables: V) => Promise<T>, effects: { onSuccess?: (data: T) => void } = {}) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const { onSuccess } = effects;
  const mutateAsync = useCallback(
    async (variables: V): Promise<T> => {
      setPending(true);
      try {
        const data = await run(variables);
        onSuccess?.(data);
        return data;
      } catch (error) {
        if (isUnauthenticated(error)) markSessionExpired();
        throw error;
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [run, onSuccess],
  );
  const mutate = useCallback(
    (variables: V, callbacks: Callbacks<T> = {}) => {
      mutateAsync(variables)
        .then(callbacks.onSuccess, callbacks.onError ?? (() => undefined))
        .finally(callbacks.onSettled)
        .catch(() => undefined);
    },
    [mutateAsync],
  );
  return { mutate, mutateAsync, isPending };
}
