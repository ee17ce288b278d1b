import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Notice from '@site/src/components/Notice';

describe('Notice', () => {
  it('announces a failure with its detail and action', async () => {
    const retry = vi.fn();
    render(
      <Notice
        type="error"
        role="alert"
        title="The server could not be reached."
        description={<a href="/status">Status page</a>}
        action={
          <button type="button" onClick={retry}>
            Try again
          </button>
        }
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(alert).toContainElement(screen.getByRole('link', { name: 'Status page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('reports news as a status, its icon hidden from assistive technology', () => {
    const { container } = render(<Notice type="success" role="status" title="Your password was reset." />);
    expect(screen.getByRole('status')).toHaveTextContent('Your password was reset.');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
