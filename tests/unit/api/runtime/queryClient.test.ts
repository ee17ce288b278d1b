import { afterEach, describe, expect, it } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@site/src/api/runtime/queryClient';
import { resetSessionStore, setSignedIn } from '@site/src/api/runtime/sessionStore';

const ada = {
  id: 1,
  username: 'ada',
  email: 'ada@example.test',
  createdAt: '2026-01-01T00:00:00.000Z',
  role: 'member' as const,
  suspension: null,
};
const lin = {
  id: 2,
  username: 'lin',
  email: 'lin@example.test',
  createdAt: '2026-01-01T00:00:00.000Z',
  role: 'member' as const,
  suspension: null,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** An observed query (as a list on screen) whose answers the test hands out one by one. */
function watch(client: QueryClient) {
  const answers: Array<ReturnType<typeof deferred<string>>> = [];
  const observer = new QueryObserver(client, {
    queryKey: ['list'],
    queryFn: () => {
      const answer = deferred<string>();
      answers.push(answer);
      return answer.promise;
    },
  });
  const seen: Array<string | undefined> = [];
  const unsubscribe = observer.subscribe((result) => seen.push(result.data));
  return { observer, answers, seen, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => resetSessionStore());

describe('the query client follows who is reading', () => {
  it('a list asked for before the session is known still finishes loading when it becomes known', async () => {
    resetSessionStore();
    const client = createQueryClient();
    const list = watch(client);
    await settle();
    setSignedIn(ada);
    list.answers[0]!.resolve('ada’s list');
    await settle();
    expect(list.observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'ada’s list' });
    expect(list.answers).toHaveLength(1);
    list.unsubscribe();
  });

  it('another person signing in reads the list again as them, and drops what nobody shows', async () => {
    resetSessionStore();
    setSignedIn(ada);
    const client = createQueryClient();
    client.setQueryData(['hidden'], 'ada’s favorites');
    const list = watch(client);
    await settle();
    list.answers[0]!.resolve('ada’s list');
    await settle();
    setSignedIn(lin);
    await settle();
    expect(client.getQueryData(['hidden'])).toBeUndefined();
    expect(list.answers).toHaveLength(2);
    list.answers[1]!.resolve('lin’s list');
    await settle();
    expect(list.observer.getCurrentResult().data).toBe('lin’s list');
    list.unsubscribe();
  });

  it('a sign-out mid-request does not leave the list loading', async () => {
    resetSessionStore();
    setSignedIn(ada);
    const client = createQueryClient();
    const list = watch(client);
    await settle();
    setSignedIn(null);
    await settle();
    list.answers.at(-1)!.resolve('visitor’s list');
    await settle();
    expect(list.observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'visitor’s list' });
    list.unsubscribe();
  });
});
