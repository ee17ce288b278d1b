import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PromptCard from '@site/src/components/PromptCard';
import { tagLabels } from '@site/src/i18n/tagLabels';

const prompt = {
  id: 42,
  tags: ['code' as const, 'tool' as const],
  weight: 500,
  title: 'Code review partner',
  remark: 'Senior reviewer',
  preview: 'Review the following code…',
};

describe('PromptCard', () => {
  it('shows title linking to the prompt page, remark, preview and tag links', () => {
    render(<PromptCard prompt={prompt} labels={tagLabels()} getText={async () => ''} />);
    expect(screen.getByRole('link', { name: 'Code review partner' })).toHaveAttribute('href', '/prompt/42');
    expect(screen.getByText('Senior reviewer')).toBeInTheDocument();
    expect(screen.getByText('Review the following code…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Code' })).toHaveAttribute('href', '/?tags=code');
    expect(screen.getByRole('link', { name: 'Tools' })).toHaveAttribute('href', '/?tags=tool');
  });

  it('copies the full text of its prompt and says so', async () => {
    const user = userEvent.setup();
    const getText = vi.fn(async (id: number) => `full text of ${id}`);
    render(<PromptCard prompt={prompt} labels={tagLabels()} getText={getText} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Prompt copied to the clipboard'));
    expect(getText).toHaveBeenCalledWith(42);
    expect(await navigator.clipboard.readText()).toBe('full text of 42');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('tells the reader when copying fails', async () => {
    const user = userEvent.setup();
    render(<PromptCard prompt={prompt} labels={tagLabels()} getText={() => Promise.reject(new Error('offline'))} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Could not copy'));
  });
});
