import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ListFooter, { type ListFooterProps } from '@site/src/components/ListFooter';
import AntdListFooter from '@site/src/components/ListFooter/AntdListFooter';
import { listStatusOf, nextPageOf } from '@site/src/components/ListFooter/nextPage';

const offline = { code: 'NETWORK_ERROR' };
const offlineText = 'The server could not be reached. Check your connection and try again.';
const idle = { hasMore: true, loading: false, error: null };

function renderFooter(props: Partial<ListFooterProps>) {
  const onMore = vi.fn();
  const view = render(<ListFooter onMore={onMore} {...idle} {...props} />);
  return { ...view, onMore };
}

describe('ListFooter under a grid of cards', () => {
  it('asks for the next page with "Show more", and shows nothing once there is none', async () => {
    const { onMore, rerender } = renderFooter({});
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onMore).toHaveBeenCalledOnce();
    rerender(<ListFooter onMore={onMore} {...idle} hasMore={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says "Loading…" on the disabled button while the page loads, and a failure under the button, which asks again', async () => {
    const { onMore, rerender } = renderFooter({ loading: true });
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    rerender(<ListFooter onMore={onMore} {...idle} error={offline} />);
    expect(screen.getByRole('alert')).toHaveTextContent(offlineText);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onMore).toHaveBeenCalledOnce();
  });

  it('with a retry: a busy line instead of the button while loading, and a failed page offered again with Retry', async () => {
    const onRetry = vi.fn();
    const { onMore, rerender } = renderFooter({ loading: true, onRetry });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');

    rerender(<ListFooter onMore={onMore} onRetry={onRetry} {...idle} error={offline} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(offlineText);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onMore).not.toHaveBeenCalled();
  });
});

describe('AntdListFooter (forms, comment threads)', () => {
  it("shows its own label on an antd button that spins while loading, the failure under it with the caller's class", async () => {
    const onMore = vi.fn();
    const props = { onMore, label: 'Load more comments', errorClassName: 'failure' };
    const { rerender } = render(<AntdListFooter {...props} {...idle} className="more" />);
    const button = screen.getByRole('button', { name: 'Load more comments' });
    expect(button).toHaveClass('ant-btn', 'more');
    await userEvent.click(button);
    expect(onMore).toHaveBeenCalledOnce();

    rerender(<AntdListFooter {...props} {...idle} loading />);
    expect(screen.getByRole('button', { name: /Load more comments/ })).toHaveClass('ant-btn-loading');

    rerender(<AntdListFooter {...props} {...idle} hasMore={false} error={offline} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(offlineText);
    expect(screen.getByRole('alert')).toHaveClass('failure');
  });

  it('says "Show more" unless told otherwise', () => {
    render(<AntdListFooter onMore={vi.fn()} {...idle} />);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});

describe('nextPageOf', () => {
  it('reads an infinite query: a failure counts only when fetching the next page failed', () => {
    const fetchNextPage = vi.fn();
    const query = {
      hasNextPage: true,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      error: offline,
      fetchNextPage,
    };
    expect(nextPageOf(query as never)).toMatchObject({ hasMore: true, loading: false, error: null });
    expect(nextPageOf({ ...query, isFetchNextPageError: true } as never).error).toBe(offline);
    nextPageOf(query as never).onMore();
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });
});

describe('listStatusOf', () => {
  const page = (...items: number[]) => ({ items });
  const read = (pages: Array<{ items: number[] }>, more = false) => ({
    hasNextPage: more,
    isPending: false,
    isError: false,
    error: null,
    data: { pages },
    refetch: vi.fn(),
  });

  it('is loading until the first page arrives, and empty only once read with nothing further', () => {
    expect(listStatusOf({ ...read([]), isPending: true, data: undefined } as never)).toMatchObject({ loading: true });
    expect(listStatusOf(read([page(), page()]) as never).empty).toBe(true);
    expect(listStatusOf(read([page(), page(3)]) as never).empty).toBe(false);
    // A search that found nothing yet on its first pages but may go on is not empty.
    expect(listStatusOf(read([page()], true) as never).empty).toBe(false);
  });

  it('reports a failure of the first page only (a later page’s shows in the footer), and retries it', () => {
    const failed = { ...read([]), isError: true, error: offline, data: undefined };
    expect(listStatusOf(failed as never).error).toBe(offline);
    expect(listStatusOf({ ...read([page(1)]), isError: true, error: offline } as never).error).toBeNull();
    listStatusOf(failed as never).onRetry();
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});
